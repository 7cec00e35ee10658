import { useId, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'

import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { errorProps, FieldError, fieldClass, labelClass } from '@/components/ui/field-styles'
import { showToast } from '@/components/ui/toast'
import { errorToast } from '@/lib/api-errors'
import { formatDate, formatDateTime } from '@/lib/format-date'
import { useSession } from '@/lib/session'
import type { Review } from '@/types/payload'

import {
  MODERATION_REASONS,
  moderationSchema,
  REVIEW_STATUSES,
  type HireEvidence,
  type ReviewStatus,
} from '@contracts/reviews'

import { shortId } from '../utils/table-text'
import { useModerateReview } from '../api/reviews'
import { CollectionTab, usePagedCollection } from './collection-tab'

const STATUS_WORDS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
}
const STATUS_VARIANT: Record<ReviewStatus, BadgeVariant> = {
  pending: 'warning',
  published: 'success',
  rejected: 'secondary',
}
const HIRE_WORDS: Record<HireEvidence, string> = {
  'contractor-won': 'The contractor marked the job won',
  'homeowner-hired': 'The homeowner confirmed the hire',
}
const reasonLabel = (reason: string | null | undefined): string =>
  MODERATION_REASONS.find(({ value }) => value === reason)?.label ?? 'No reason recorded'

/** The list's filter, from `?status=`: one status, or every review ('all') with the pending ones first. */
type StatusFilter = ReviewStatus | 'all'
const STATUS_FILTERS: StatusFilter[] = [...REVIEW_STATUSES, 'all']

const useStatusFilter = (): [StatusFilter, (next: StatusFilter) => void] => {
  const [searchParams, setSearchParams] = useSearchParams()
  const value = searchParams.get('status')
  const filter = STATUS_FILTERS.find((status) => status === value) ?? 'pending'
  const setFilter = (next: StatusFilter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        params.set('status', next)
        params.delete('page')
        return params
      },
      { replace: true },
    )
  return [filter, setFilter]
}

const nameOf = (
  value: string | { name?: string | null; email?: string } | null | undefined,
): string | null => (value && typeof value === 'object' ? (value.name ?? value.email ?? null) : null)

/** Who took a moderation action: their name where the reader may see it, "you" for oneself, else the account's id. */
const actorOf = (by: NonNullable<Review['moderation']>[number]['by'], me: string | undefined): string => {
  const id = typeof by === 'object' ? by.id : by
  if (id === me) return 'you'
  return nameOf(by) ?? `account ${shortId(id)}`
}

const ModerationHistory = ({ review, me }: { review: Review; me: string | undefined }) => {
  const actions = review.moderation ?? []
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Moderation history</h3>
      {actions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Not moderated yet.</p>
      ) : (
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {actions.map((action) => (
            <li key={action.id ?? action.at}>
              {action.action === 'publish' ? 'Published' : `Rejected: ${reasonLabel(action.reason)}`}, by{' '}
              {actorOf(action.by, me)} on <time dateTime={action.at}>{formatDateTime(action.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/** Publish, or reject for a reason chosen from the policy's list; each sent as the server checks it. */
const ModerationActions = ({ review }: { review: Review }) => {
  const moderate = useModerateReview()
  const id = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const subject = `The review of ${review.reviewerName}`

  const publish = () =>
    moderate.mutate(
      { id: review.id, decision: { action: 'publish' } },
      {
        onSuccess: () => showToast({ title: 'Review published', description: `${subject} is now public.` }),
        onError: (error) => showToast(errorToast('Could not publish the review', error)),
      },
    )
  const reject = (event: FormEvent) => {
    event.preventDefault()
    const parsed = moderationSchema.safeParse({ action: 'reject', reason })
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message)
      return
    }
    setReasonError(undefined)
    moderate.mutate(
      { id: review.id, decision: parsed.data },
      {
        onSuccess: () => {
          setReason('')
          showToast({
            title: 'Review rejected',
            description: `${subject} is off the site: ${reasonLabel(reason)}.`,
          })
        },
        onError: (error) => showToast(errorToast('Could not reject the review', error)),
      },
    )
  }

  return (
    <div className="mt-4 flex flex-wrap items-end gap-4 border-t border-slate-200 pt-4">
      {review.status === 'published' ? null : (
        <Button size="sm" onClick={publish} disabled={moderate.isPending}>
          Publish
        </Button>
      )}
      <form onSubmit={reject} className="flex flex-wrap items-end gap-2" noValidate>
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            Reason to reject
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={fieldClass(Boolean(reasonError))}
            {...errorProps(`${id}-reason-error`, reasonError)}
          >
            <option value="">Choose the policy reason</option>
            {MODERATION_REASONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-reason-error`} message={reasonError} />
        </div>
        <Button type="submit" size="sm" variant="danger" disabled={moderate.isPending}>
          Reject
        </Button>
      </form>
    </div>
  )
}

const ReviewItem = ({ review, me }: { review: Review; me: string | undefined }) => {
  const headingId = useId()
  const contractor = nameOf(review.contractor) ?? shortId(String(review.contractor))
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {review.reviewerName} on {contractor}
        </h2>
        <Badge variant={STATUS_VARIANT[review.status]}>{STATUS_WORDS[review.status]}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Rating</dt>
        <dd>{review.rating} out of 5 stars</dd>
        <dt className="font-medium text-slate-700">Service</dt>
        <dd>{nameOf(review.service) ?? '—'}</dd>
        <dt className="font-medium text-slate-700">Hire</dt>
        <dd>{HIRE_WORDS[review.hireEvidence]}</dd>
        <dt className="font-medium text-slate-700">Written</dt>
        <dd>
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {review.reviewerCity ? `, from ${review.reviewerCity}` : null}
        </dd>
        {review.status === 'rejected' ? (
          <>
            <dt className="font-medium text-slate-700">Rejected for</dt>
            <dd>{reasonLabel(review.rejectionReason)}</dd>
          </>
        ) : null}
      </dl>
      <blockquote className="mt-3 border-l-4 border-slate-200 pl-4 whitespace-pre-line text-slate-800">
        {review.text}
      </blockquote>
      {review.reply?.text ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium">The contractor replied:</span> {review.reply.text}
        </p>
      ) : null}
      <ModerationHistory review={review} me={me} />
      <ModerationActions review={review} />
    </article>
  )
}

/** The Reviews tab: the reviews waiting for a decision first, each published or rejected by the policy. */
export const ReviewsTab = () => {
  const [status, setStatus] = useStatusFilter()
  const session = useSession()
  const filterId = useId()
  const paged = usePagedCollection(
    'reviews',
    {
      where: status === 'all' ? undefined : { status: { equals: status } },
      // The statuses sort in their declared order, pending first.
      sort: status === 'all' ? 'status,-createdAt' : '-createdAt',
      depth: 1,
      populate: { contractors: { name: true }, services: { name: true }, users: { name: true, email: true } },
    },
    'reviews',
  )

  return (
    <CollectionTab
      title="Reviews"
      description="Homeowners’ reviews of hired jobs. Publish each unless it breaks one of the review policy’s reasons, whatever its rating."
      filters={
        <div className="mb-4 max-w-xs">
          <label htmlFor={filterId} className={labelClass}>
            Show
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) =>
              setStatus(STATUS_FILTERS.find((value) => value === event.target.value) ?? 'pending')
            }
            className={fieldClass(false)}
          >
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_WORDS[value]}
              </option>
            ))}
            <option value="all">All, pending first</option>
          </select>
        </div>
      }
      {...paged}
      empty={status === 'pending' ? 'No reviews are waiting for moderation.' : 'No reviews here.'}
    >
      {(docs: Review[]) => (
        <ul className="grid gap-4">
          {docs.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} me={session.data?.user?.id} />
            </li>
          ))}
        </ul>
      )}
    </CollectionTab>
  )
}
