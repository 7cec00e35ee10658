import { useId } from 'react'

type QuickFactsProps = {
  /** Already formatted, e.g. "$15,000 - $50,000". */
  cost: string
  duration: string
}

/** The side box of a service or location page: what such a project costs and how long it takes. */
export const QuickFacts = ({ cost, duration }: QuickFactsProps) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Quick Facts
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-medium text-slate-600">Average Cost</dt>
          <dd className="text-xl font-bold text-slate-900">{cost}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">Typical Duration</dt>
          <dd className="text-xl font-bold text-slate-900">{duration}</dd>
        </div>
      </dl>
    </section>
  )
}
