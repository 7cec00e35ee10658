import type { BadgeVariant } from '@/components/ui/badge'
import { Badge } from '@/components/ui/badge'
import { Link } from '@/components/ui/link'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { paths } from '@/config/paths'
import { formatPrice } from '@/lib/format'
import { referralStatusVariant } from '@/lib/referral-status'

import {
  canHomeownerChoose,
  REQUEST_STANDING_DETAILS,
  REQUEST_STANDING_LABELS,
  standingOf,
  type RequestPageContractor,
  type RequestPageData,
  type RequestStanding,
} from '@contracts/request-page'

import { hireEvidenceOf } from '@contracts/review-request'

import { ContractorChoice, contractorHeadingId } from './contractor-choice'
import { ContractorReview } from './contractor-review'

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

/** The homeowner's own outcomes read as the referral statuses they stand for. */
const standingVariant = (standing: RequestStanding): BadgeVariant => {
  if (standing === 'hired' || standing === 'reports-hired') return referralStatusVariant('won')
  if (standing === 'not-for-me' || standing === 'chose-other' || standing === 'closed')
    return referralStatusVariant('lost')
  return referralStatusVariant(standing)
}

/**
 * Each contractor the homeowner chose, where they stand in the homeowner's words, their quote and message, and the
 * homeowner's choice (hire, or not for me) where it is still theirs to make.
 */
export const ContractorStandings = ({ token, page }: { token: string; page: RequestPageData }) => (
  <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
    {page.contractors.map((contractor) => {
      const standing = standingOf(contractor, page.contractors)
      return (
        <li key={contractor.id} className="flex gap-4 p-4 sm:p-5">
          <ContractorMark contractor={contractor} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3
                id={contractorHeadingId(contractor)}
                tabIndex={-1}
                className="font-semibold [overflow-wrap:anywhere] text-slate-900"
              >
                {contractor.profileSlug ? (
                  <Link
                    to={paths.proProfile(contractor.profileSlug)}
                    className="text-brand-700 underline hover:text-brand-900"
                  >
                    {contractor.name}
                  </Link>
                ) : (
                  contractor.name
                )}
              </h3>
              <Badge variant={standingVariant(standing)}>{REQUEST_STANDING_LABELS[standing]}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-700">{REQUEST_STANDING_DETAILS[standing]}</p>
            {contractor.quoteAmount !== null ? (
              <p className="mt-1 text-sm font-semibold text-slate-900">
                Quote: {formatPrice(contractor.quoteAmount)}
              </p>
            ) : null}
            {contractor.quoteMessage ? (
              <figure className="mt-2 text-sm">
                <figcaption className="font-medium text-slate-700">Their message</figcaption>
                <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                  {contractor.quoteMessage}
                </blockquote>
              </figure>
            ) : null}
            {canHomeownerChoose(contractor, page) ? (
              <ContractorChoice token={token} contractor={contractor} />
            ) : null}
            {contractor.review || hireEvidenceOf(contractor) ? (
              <ContractorReview token={token} contractor={contractor} />
            ) : null}
          </div>
        </li>
      )
    })}
  </ul>
)
