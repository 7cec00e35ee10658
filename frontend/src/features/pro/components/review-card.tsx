import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { ProReview } from '@contracts/pro-reviews'
import { MAX_REVIEW_REPLY_LENGTH, reviewReplySchema } from '@contracts/reviews'
import { Button } from '@/components/ui/button'
import { errorProps, FieldError, fieldClass, FormAlert, labelClass } from '@/components/ui/field-styles'
import { formErrorsOf } from '@/lib/api-errors'
import { formatDate } from '@/lib/format-date'

import { useReplyToReview } from '../api/pro-reviews'

type ReplyValues = z.input<typeof reviewReplySchema>

/** The contractor's one public reply: checked with the server's schema, and final once sent. */
const ReplyForm = ({ review }: { review: ProReview }) => {
  const id = useId()
  const replyTo = useReplyToReview()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReplyValues>({ resolver: zodResolver(reviewReplySchema), defaultValues: { text: '' } })
  const submit = handleSubmit((reply) =>
    replyTo.mutate(
      { id: review.id, reply },
      {
        onError: (error) => {
          for (const { field, message } of formErrorsOf(error, ['text'] as const).fields)
            setError(field, { message })
        },
      },
    ),
  )
  const formError = replyTo.isError ? formErrorsOf(replyTo.error, ['text'] as const).formMessage : undefined
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
      <label htmlFor={`${id}-reply`} className={labelClass}>
        Your public reply
      </label>
      <p id={`${id}-reply-hint`} className="text-sm text-slate-600">
        Shown with the review. You can reply once, and the reply cannot be changed.
      </p>
      <textarea
        id={`${id}-reply`}
        rows={3}
        maxLength={MAX_REVIEW_REPLY_LENGTH}
        className={fieldClass(Boolean(errors.text))}
        {...errorProps(`${id}-reply-error`, errors.text?.message)}
        aria-describedby={errors.text ? `${id}-reply-hint ${id}-reply-error` : `${id}-reply-hint`}
        {...register('text')}
      />
      <FieldError id={`${id}-reply-error`} message={errors.text?.message} />
      <FormAlert message={formError} />
      <div>
        <Button type="submit" size="sm" disabled={replyTo.isPending}>
          {replyTo.isPending ? 'Publishing...' : 'Publish reply'}
        </Button>
      </div>
    </form>
  )
}

/** One published review of the company's, with its reply or the form to write it. */
export const ReviewCard = ({ review }: { review: ProReview }) => {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {review.rating} out of 5 stars from {review.reviewerName}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {[review.service, review.reviewerCity, review.publishedAt ? formatDate(review.publishedAt) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <blockquote className="mt-3 whitespace-pre-line text-slate-800">{review.text}</blockquote>
      {review.reply ? (
        <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Your reply</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.text}</p>
        </div>
      ) : (
        <ReplyForm review={review} />
      )}
    </article>
  )
}
