import { AlertCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { errorMessage } from '@/lib/api-errors'

import { Button } from './button'

type ErrorNoticeProps = {
  /** What failed, e.g. "Could not load this list." */
  title: string
  error: unknown
  /** What else the person should know, e.g. that their answers are kept. */
  hint?: string
  /** When the error last happened: a retry that fails again is a new failure, told again. */
  failedAt: number
  retrying?: boolean
  onRetry: () => void
  /**
   * The person was waiting on what failed (their request, the list they asked for): the notice takes the focus
   * wherever it is. Otherwise it takes it only when the focus went with the part it replaced, or was on the notice.
   */
  interrupts?: boolean
}

/**
 * What failed, in plain words (never a status code), where it failed, with a Retry. When it takes the focus, a
 * screen reader reads it and the next Tab is Retry; a person busy elsewhere keeps their place, and hears it as an
 * alert.
 */
export const ErrorNotice = ({
  title,
  error,
  hint,
  failedAt,
  retrying = false,
  onRetry,
  interrupts = false,
}: ErrorNoticeProps) => {
  const notice = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const focused = document.activeElement
    const lost = focused === null || focused === document.body
    if (interrupts || lost || (focused && notice.current?.contains(focused))) notice.current?.focus()
  }, [failedAt, interrupts])

  return (
    <div
      ref={notice}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{errorMessage(error)}</p>
        {hint ? <p className="mt-1">{hint}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          // Stays focusable while it works, so focus is not dropped as it would be from a disabled button.
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry()
          }}
        >
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    </div>
  )
}

/** What `MutationErrorNotice` reads of a React Query mutation. */
type SentRequest = { isError: boolean; error: unknown; submittedAt: number; isPending: boolean }

/**
 * The notice for a request the person sent (a mutation), once it failed: it takes the focus, since they were waiting
 * on it. Nothing while it has not failed.
 */
export const MutationErrorNotice = ({
  mutation,
  ...notice
}: Pick<ErrorNoticeProps, 'title' | 'hint' | 'onRetry'> & { mutation: SentRequest }) =>
  mutation.isError ? (
    <ErrorNotice
      {...notice}
      error={mutation.error}
      failedAt={mutation.submittedAt}
      retrying={mutation.isPending}
      interrupts
    />
  ) : null
