import { externalRatingLabel, type MatchedContractor } from '@contracts/contractor-match'
import { Check, Star } from 'lucide-react'

import { Badge } from './badge'
import { ResponsiveImage } from './responsive-image'

/**
 * What every contractor card shows (logo or first letter, rating to one decimal, review count, Licensed and
 * Insured), as inline elements, so a card that is itself a button can hold them. The rating is the verified one
 * (from published reviews of hired jobs); without it, a rating from elsewhere with its source and date; with
 * neither, "New".
 */

const reviewsText = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`

const CredentialBadge = ({ children }: { children: string }) => (
  <Badge variant="success">
    <Check aria-hidden="true" strokeWidth={3} className="h-3.5 w-3.5" />
    {children}
  </Badge>
)

/** The logo, or the name's first letter when there is none. */
export const ContractorAvatar = ({ contractor }: { contractor: Pick<MatchedContractor, 'name' | 'logo'> }) =>
  contractor.logo ? (
    // The name stands beside it.
    <ResponsiveImage
      image={contractor.logo}
      sizes="3rem"
      decorative
      className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-xl font-bold text-brand-700"
    >
      {contractor.name.trim().charAt(0).toUpperCase()}
    </span>
  )

const Stars = ({ rating }: { rating: number }) => (
  <span className="inline-flex items-center gap-1">
    <Star aria-hidden="true" fill="currentColor" className="h-4 w-4 text-accent-500" />
    <span className="sr-only">Rated </span>
    <span className="font-semibold text-slate-900">{rating.toFixed(1)}</span>
    <span className="sr-only"> out of 5,</span>
  </span>
)

/** The verified rating, else the rating from elsewhere labelled with its source, else "New". */
const RatingFigure = ({ contractor }: { contractor: MatchedContractor }) => {
  const { rating, reviewsCount, externalRating } = contractor
  if (rating !== null)
    return (
      <>
        <Stars rating={rating} />
        <span>({reviewsText(reviewsCount)})</span>
      </>
    )
  if (externalRating)
    return (
      <>
        <Stars rating={externalRating.rating} />
        <span>({reviewsText(externalRating.count)})</span>
        <span className="text-slate-600">
          <span aria-hidden="true">· </span>
          <span className="sr-only">from </span>
          {externalRatingLabel(externalRating)}
        </span>
      </>
    )
  return <span className="font-semibold text-slate-900">New</span>
}

/** Rating, review count and credentials on one wrapping line. */
export const ContractorRating = ({ contractor }: { contractor: MatchedContractor }) => (
  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
    <RatingFigure contractor={contractor} />
    {contractor.licensed ? <CredentialBadge>Licensed</CredentialBadge> : null}
    {contractor.insured ? <CredentialBadge>Insured</CredentialBadge> : null}
  </span>
)
