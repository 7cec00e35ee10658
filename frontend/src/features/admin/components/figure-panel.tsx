import type { ReactNode } from 'react'

/** One figure of the dashboard: what it is, the figure, and what it counts. Sits in a `<dl>`. */
export const StatCard = ({
  label,
  note,
  children,
}: {
  label: ReactNode
  note: ReactNode
  children: ReactNode
}) => (
  <div className="rounded-lg border border-slate-200 p-5">
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="mt-2 text-3xl font-bold text-slate-900">{children}</dd>
    <dd className="mt-1 text-xs text-slate-600">{note}</dd>
  </div>
)

/** A titled box of the dashboard's figures; the heading names the section for screen readers. */
export const Panel = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="mt-8 rounded-lg border border-slate-200 p-5">
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
    {children}
  </section>
)
