import type { ReactNode } from 'react'

const HEADING_ID = 'admin-page-heading'

/**
 * Puts the keyboard focus on the tab's heading: for when the element that had it is gone (a deleted row's
 * Delete button), so the focus does not fall back to the top of the document.
 */
export const focusPageHeading = (): void => document.getElementById(HEADING_ID)?.focus()

type AdminPageProps = { title: string; description: string; actions?: ReactNode; children: ReactNode }

/** A dashboard tab: its heading, what it is for, its actions, then its content. */
export const AdminPage = ({ title, description, actions, children }: AdminPageProps) => (
  <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
    <div className="mt-6">{children}</div>
  </div>
)
