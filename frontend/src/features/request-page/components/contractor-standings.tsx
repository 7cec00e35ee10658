import { Badge } from '@/components/ui/badge'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { formatPrice } from '@/lib/format'
import { referralStatusVariant } from '@/lib/referral-status'

import {
  REQUEST_STANDING_DETAILS,
  REQUEST_STANDING_LABELS,
  type RequestPageContractor,
} from '@contracts/request-page'

const ContractorMark = ({ contractor }: { contractor: RequestPageContractor }) =>
  contractor.logo ? (
    <ResponsiveImage
      image={contractor.logo}
      sizes="3rem"
      decorative
      className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-contain"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg font-bold text-brand-800"
    >
      {contractor.name.charAt(0).toUpperCase()}
    </span>
  )

/** Each contractor the homeowner chose, and where they stand, in the homeowner's words. */
export const ContractorStandings = ({ contractors }: { contractors: RequestPageContractor[] }) => (
  <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
    {contractors.map((contractor, index) => (
      <li key={`${contractor.name}-${index}`} className="flex gap-4 p-4 sm:p-5">
        <ContractorMark contractor={contractor} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{contractor.name}</h3>
            <Badge variant={referralStatusVariant(contractor.status)}>
              {REQUEST_STANDING_LABELS[contractor.status]}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-slate-700">{REQUEST_STANDING_DETAILS[contractor.status]}</p>
          {contractor.quoteAmount !== null ? (
            <p className="mt-1 text-sm font-semibold text-slate-900">
              Quote: {formatPrice(contractor.quoteAmount)}
            </p>
          ) : null}
        </div>
      </li>
    ))}
  </ul>
)
