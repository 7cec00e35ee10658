import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

import type { ProfileReview, ProProfilePageData } from '@contracts/public-pages'

import { profileDate, reviewsPagePath } from '../profile-text'

type ProfileReviewsProps = {
  page: Pick<ProProfilePageData, 'slug' | 'name' | 'reviews'>
  headingId: string
}

/** Stars as characters: the page's script budget has no room for an icon's chunk. */
const Stars = ({ rating }: { rating: number }) => (
  <p>
    <span aria-hidden="true" className="tracking-wider text-accent-500">
      {'★'.repeat(rating)}
      <span className="text-slate-400">{'★'.repeat(5 - rating)}</span>
    </span>
    <span className="sr-only">Rated {rating} out of 5</span>
  </p>
)

const Review = ({ review, contractorName }: { review: ProfileReview; contractorName: string }) => (
  <article className="rounded-lg border border-slate-200 p-5">
    <Stars rating={review.rating} />
    <p className="mt-3 whitespace-pre-line leading-7 text-slate-800">{review.text}</p>
    <p className="mt-3 text-sm text-slate-600">
      {review.reviewerName}
      {review.reviewerCity ? `, ${review.reviewerCity}` : ''} · {profileDate(review.date)}
      {review.service ? (
        <>
          {' · '}
          <Link
            to={paths.service(review.service.slug)}
            className="text-brand-700 underline hover:text-brand-900"
          >
            {review.service.name}
          </Link>
        </>
      ) : null}
    </p>
    {review.reply ? (
      <div className="mt-4 border-l-4 border-slate-200 pl-4">
        <p className="text-sm font-semibold text-slate-900">Reply from {contractorName}</p>
        <p className="mt-1 whitespace-pre-line text-sm leading-6 text-slate-700">{review.reply.text}</p>
      </div>
    ) : null}
  </article>
)

/**
 * The published reviews of hired jobs, newest first, a page at a time, with the policy they were moderated by. The
 * links to other pages of reviews keep the reader at the reviews.
 */
export const ProfileReviews = ({ page, headingId }: ProfileReviewsProps) => {
  const { slug, name, reviews } = page
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        Written by homeowners who hired {name} through us, and published under our{' '}
        <Link to={paths.reviewPolicy} className="text-brand-700 underline hover:text-brand-900">
          review policy
        </Link>
        .
      </p>
      {reviews.docs.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          No reviews yet.
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-6 space-y-4">
          {reviews.docs.map((review) => (
            <li key={review.id}>
              <Review review={review} contractorName={name} />
            </li>
          ))}
        </ul>
      )}
      {reviews.totalPages > 1 ? (
        <nav aria-label="Review pages" className="mt-8 flex items-center justify-between gap-4">
          {reviews.page > 1 ? (
            <Link
              to={`${reviewsPagePath(slug, reviews.page - 1)}#${headingId}`}
              className="font-semibold text-brand-700 hover:text-brand-900"
            >
              ← Newer reviews
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">
            Page {reviews.page} of {reviews.totalPages}
          </p>
          {reviews.page < reviews.totalPages ? (
            <Link
              to={`${reviewsPagePath(slug, reviews.page + 1)}#${headingId}`}
              className="font-semibold text-brand-700 hover:text-brand-900"
            >
              Older reviews →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
