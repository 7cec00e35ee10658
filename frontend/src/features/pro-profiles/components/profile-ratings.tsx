import { RESPONSE_FIGURES_DAYS, type ProProfilePageData } from '@contracts/public-pages'

import { answerTimeText, externalRatingText, verifiedReviewsText } from '../profile-text'

type ProfileRatingsProps = { page: Pick<ProProfilePageData, 'rating' | 'externalRating' | 'response'> }

/**
 * What the marketplace measured (the verified rating from hired jobs, how the contractor answers requests) and,
 * apart and labelled, a rating someone else published.
 */
export const ProfileRatings = ({ page }: ProfileRatingsProps) => {
  const { rating, externalRating, response } = page
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-5">
          <dt className="text-sm font-medium text-slate-600">Verified rating</dt>
          <dd className="mt-1 text-slate-900">
            {rating ? (
              <span className="inline-flex flex-wrap items-center gap-x-2">
                <span aria-hidden="true" className="text-xl text-accent-500">
                  ★
                </span>
                <span className="text-2xl font-bold">{rating.value.toFixed(1)}</span>
                <span>out of 5 from {verifiedReviewsText(rating.count)}</span>
              </span>
            ) : (
              'No verified reviews yet'
            )}
          </dd>
        </div>
        {externalRating ? (
          <div className="rounded-lg border border-slate-200 p-5">
            <dt className="text-sm font-medium text-slate-600">Rating from elsewhere</dt>
            <dd className="mt-1 text-slate-900">{externalRatingText(externalRating)}</dd>
          </div>
        ) : null}
        <div className="rounded-lg border border-slate-200 p-5">
          <dt className="text-sm font-medium text-slate-600">Median time to first answer</dt>
          <dd className="mt-1 text-slate-900">
            {response ? answerTimeText(response.medianSeconds) : 'Not enough requests answered yet'}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 p-5">
          <dt className="text-sm font-medium text-slate-600">Requests accepted</dt>
          <dd className="mt-1 text-slate-900">
            {response ? `${response.acceptanceRate}% of requests` : 'Not enough requests answered yet'}
          </dd>
        </div>
      </dl>
      {response ? (
        <p className="mt-3 text-sm text-slate-600">
          Measured from the {response.answered.toLocaleString('en-US')} requests the company answered in the
          last {RESPONSE_FIGURES_DAYS} days.
        </p>
      ) : null}
    </>
  )
}
