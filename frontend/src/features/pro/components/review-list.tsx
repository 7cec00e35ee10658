import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'

import { useProReviews } from '../api/pro-reviews'
import { ReviewCard } from './review-card'

/** The company's published reviews, newest first, a page at a time, each with its reply or the form to write one. */
export const ReviewList = () => {
  const [page, setPage] = useState(1)
  const reviews = useProReviews(page)

  if (reviews.isPending) return <p role="status">Loading your reviews...</p>
  if (reviews.isError)
    return (
      <ErrorNotice
        title="Could not load your reviews."
        error={reviews.error}
        failedAt={reviews.errorUpdatedAt}
        retrying={reviews.isFetching}
        onRetry={() => void reviews.refetch()}
      />
    )
  const { data } = reviews
  if (data.reviews.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        No published reviews yet. Homeowners who hired you are invited to review the job.
      </p>
    )
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {data.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {data.totalPages > 1 ? (
        <nav aria-label="Pages of reviews" className="flex items-center justify-between gap-4">
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => setPage(data.page - 1)}
          >
            Newer
          </Button>
          <span className="text-sm text-slate-700">
            Page {data.page} of {data.totalPages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page >= data.totalPages}
            onClick={() => setPage(data.page + 1)}
          >
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
