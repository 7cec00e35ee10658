import type { ReactNode } from 'react'

type AdminPageProps = { title: string; description: string; actions?: ReactNode; children: ReactNode }

/** A dashboard tab: its heading, what it is for, its actions, then its content. */
export const AdminPage = ({ title, description, actions, children }: AdminPageProps) => (
  <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
    <div className="mt-6">{children}</div>
  </div>
)
