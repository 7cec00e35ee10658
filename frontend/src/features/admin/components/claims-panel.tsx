import { Badge, type BadgeVariant } from '@/components/ui/badge'

import { CLAIM_VERDICT_LABELS, type ClaimsEvidence, type ClaimVerdict } from '@contracts/claims'

import { useClaimsEvidence } from '../api/analytics'
import { Panel } from './figure-panel'
import { QueryView } from './query-view'

const VERDICT_VARIANT: Record<ClaimVerdict, BadgeVariant> = {
  supported: 'success',
  'not-supported': 'warning',
  'not-measured': 'secondary',
}

const cell = 'px-3 py-2 align-top'

const Figures = ({ figures }: Pick<ClaimsEvidence, 'figures'>) => (
  <div className="mt-4">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Marketing figures and what the data says</caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className={cell}>
            Claim
          </th>
          <th scope="col" className={cell}>
            On the site
          </th>
          <th scope="col" className={cell}>
            What the data says
          </th>
          <th scope="col" className={cell}>
            Verdict
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {figures.map((figure) => (
          <tr key={figure.key}>
            <th scope="row" className={`${cell} font-medium text-slate-900`}>
              {figure.label}
            </th>
            <td className={cell}>{figure.claimed}</td>
            <td className={cell}>
              {figure.measured}
              <span className="block text-xs text-slate-600">{figure.basis}</span>
            </td>
            <td className={cell}>
              <Badge variant={VERDICT_VARIANT[figure.verdict]}>{CLAIM_VERDICT_LABELS[figure.verdict]}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

const Testimonials = ({ testimonials }: Pick<ClaimsEvidence, 'testimonials'>) => (
  <>
    <h3 className="mt-6 font-semibold text-slate-900">Testimonials on the home page</h3>
    <ul className="mt-2 space-y-2 text-sm">
      {testimonials.map((testimonial, index) => (
        <li key={index} className="rounded-md bg-slate-50 p-3">
          <span className="font-medium text-slate-900">{testimonial.name}</span>
          {testimonial.city ? `, ${testimonial.city}` : null}
          {testimonial.service ? ` · ${testimonial.service}` : null}{' '}
          <Badge variant={testimonial.backed ? 'success' : 'warning'}>
            {testimonial.backed ? 'Backed by a verified review' : 'Not backed by a verified review'}
          </Badge>
          <span className="mt-1 line-clamp-2 block text-slate-600">{testimonial.quote}</span>
        </li>
      ))}
    </ul>
  </>
)

/** Each marketing figure of the site settings beside what the marketplace's data says, and the testimonials' backing. */
export const ClaimsPanel = () => {
  const claims = useClaimsEvidence()
  return (
    <Panel id="claims-evidence" title="Evidence for our claims">
      <p className="mt-1 text-sm text-slate-600">
        Quote only what the data supports: a figure marked &quot;Not supported&quot; should change in the site
        settings.
      </p>
      <QueryView
        query={claims}
        empty=""
        isEmpty={() => false}
        failure="Could not load the evidence for our claims."
      >
        {(data) => (
          <>
            <Figures figures={data.figures} />
            <Testimonials testimonials={data.testimonials} />
          </>
        )}
      </QueryView>
    </Panel>
  )
}
