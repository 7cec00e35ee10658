import { zodResolver } from '@hookform/resolvers/zod'
import { Star } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useController, useForm, type Control } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { errorProps, FieldError, fieldClass, FormAlert, labelClass } from '@/components/ui/field-styles'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { formErrorsOf } from '@/lib/api-errors'
import { formatLongDate } from '@/lib/format-date'

import type { RequestPageContractor } from '@contracts/request-page'
import { reviewAnchorOf, type RequestPageReview } from '@contracts/review-request'
import {
  MAX_REVIEW_RATING,
  MAX_REVIEW_TEXT_LENGTH,
  MODERATION_REASONS,
  reviewSchema,
  type ReviewInput,
} from '@contracts/reviews'

import { useSendReview } from '../api/send-review'

/** The fields of the form, which a refusal's messages go under. */
const FIELDS = ['rating', 'text', 'featurePermission'] as const satisfies readonly (keyof ReviewInput)[]

const STARS = Array.from({ length: MAX_REVIEW_RATING }, (_, index) => index + 1)

const starsLabel = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`

const PolicyLink = () => (
  <Link to={paths.reviewPolicy} className="font-medium text-brand-800 underline underline-offset-2">
    review policy
  </Link>
)

/** A rating as five stars for the eye, and in words for everyone. */
const StarsShown = ({ rating }: { rating: number }) => (
  <span className="flex items-center gap-1">
    <span aria-hidden="true" className="flex">
      {STARS.map((star) => (
        <Star
          key={star}
          className={`h-5 w-5 ${star <= rating ? 'fill-amber-500 text-amber-600' : 'text-slate-400'}`}
        />
      ))}
    </span>
    <span className="text-sm text-slate-700">{`${rating} out of ${MAX_REVIEW_RATING}`}</span>
  </span>
)

/** Where a sent review stands: waiting for its check, published, or kept off the site for the policy's reason. */
const standingOf = (review: RequestPageReview): string => {
  if (review.status === 'published') return 'Your review is published.'
  if (review.status === 'rejected') {
    const reason = MODERATION_REASONS.find(({ value }) => value === review.rejectionReason)
    return `Your review was not published under our review policy: ${reason?.label ?? 'it breaks the policy'}.`
  }
  return 'Thanks — your review will appear once checked against our review policy.'
}

/** The review the homeowner sent, as it stands; just after sending, it takes the focus from the form it replaced. */
const SentReview = ({ review, justSent }: { review: RequestPageReview; justSent: boolean }) => {
  const note = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (justSent) note.current?.focus()
  }, [justSent])
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p ref={note} tabIndex={-1} role="status" className="text-sm font-medium text-slate-900">
        {standingOf(review)}
        {review.status === 'pending' ? (
          <>
            {' '}
            Read our <PolicyLink />.
          </>
        ) : null}
      </p>
      <figure className="mt-3">
        <figcaption className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
          <span>
            Your review, sent <time dateTime={review.sentAt}>{formatLongDate(review.sentAt)}</time>
          </span>
          <StarsShown rating={review.rating} />
        </figcaption>
        <blockquote className="mt-2 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
          {review.text}
        </blockquote>
      </figure>
    </div>
  )
}

/**
 * The stars as one radio group: native radios, so Tab reaches the group once and the arrow keys move the rating,
 * drawn as stars filled up to the one chosen. Controlled, since a radio's value is text and the rating a number.
 */
const StarRating = ({
  id,
  control,
  error,
}: {
  id: string
  control: Control<ReviewInput>
  error: string | undefined
}) => {
  const { field } = useController({ control, name: 'rating' })
  return (
    <fieldset {...errorProps(`${id}-rating-error`, error)}>
      <legend className={labelClass}>Your rating</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative cursor-pointer">
            <input
              type="radio"
              name={field.name}
              value={star}
              checked={field.value === star}
              onChange={() => field.onChange(star)}
              onBlur={field.onBlur}
              ref={star === 1 ? field.ref : undefined}
              className="peer sr-only"
            />
            <span className="flex h-11 w-11 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700">
              <Star
                aria-hidden="true"
                className={`h-8 w-8 ${
                  field.value !== undefined && star <= field.value
                    ? 'fill-amber-500 text-amber-600'
                    : 'text-slate-500'
                }`}
              />
            </span>
            <span className="sr-only">{starsLabel(star)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-rating-error`} message={error} />
    </fieldset>
  )
}

/** The form: the stars, what happened, and the homeowner's permission to feature it, which is never assumed. */
const ReviewForm = ({
  token,
  contractor,
  onSent,
}: {
  token: string
  contractor: RequestPageContractor
  onSent: () => void
}) => {
  const id = reviewAnchorOf(contractor.id)
  const send = useSendReview(token, contractor.id)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { text: '', featurePermission: false },
  })
  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        for (const { field, message } of formErrorsOf(error, FIELDS).fields) setError(field, { message })
      },
    }),
  )
  const formError = send.isError ? formErrorsOf(send.error, FIELDS).formMessage : undefined
  return (
    <form
      id={id}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="mt-4 scroll-mt-6 space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <div>
        <h4 id={`${id}-title`} className="font-semibold text-slate-900">
          Review {contractor.name}
        </h4>
        <p className="mt-1 text-sm text-slate-700">
          Tell other homeowners how the job went. Reviews are checked against our <PolicyLink />, whatever
          their rating, and show your first name, the initial of your last name and your city.
        </p>
      </div>
      <StarRating id={id} control={control} error={errors.rating?.message} />
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          How did the job go?
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={MAX_REVIEW_TEXT_LENGTH}
          className={fieldClass(Boolean(errors.text))}
          {...errorProps(`${id}-text-error`, errors.text?.message)}
          {...register('text')}
        />
        <FieldError id={`${id}-text-error`} message={errors.text?.message} />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-feature`}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400"
            {...errorProps(`${id}-feature-error`, errors.featurePermission?.message)}
            {...register('featurePermission')}
          />
          <label htmlFor={`${id}-feature`} className="text-sm text-slate-800">
            Find Trusted Pros may feature my review on its website as a testimonial.
          </label>
        </div>
        <FieldError id={`${id}-feature-error`} message={errors.featurePermission?.message} />
      </div>
      <FormAlert message={formError} />
      <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send review'}
      </Button>
    </form>
  )
}

/** The homeowner's review of a contractor they hired: the form until it is sent, then where it stands. */
export const ContractorReview = ({
  token,
  contractor,
}: {
  token: string
  contractor: RequestPageContractor
}) => {
  const [justSent, setJustSent] = useState(false)
  return contractor.review ? (
    <SentReview review={contractor.review} justSent={justSent} />
  ) : (
    <ReviewForm token={token} contractor={contractor} onSent={() => setJustSent(true)} />
  )
}
