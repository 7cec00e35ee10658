import { useEffect, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'

type ErrorNoticeProps = {
  /** What failed, e.g. "Could not load this list." */
  title: string
  error: unknown
  /** When the error last happened: a retry that fails again is a new failure, told again. */
  failedAt: number
  retrying: boolean
  onRetry: () => void
}

/**
 * What failed, in plain words (never a status code), where it failed, with a Retry. When it appears after
 * something the person did (their focus went with the part it replaced, or they pressed Retry), focus moves to it
 * so a screen reader reads it; a person busy elsewhere keeps their place, and hears it as an alert.
 */
export const ErrorNotice = ({ title, error, failedAt, retrying, onRetry }: ErrorNoticeProps) => {
  const notice = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const focused = document.activeElement
    const lost = focused === null || focused === document.body
    if (lost || (focused && notice.current?.contains(focused))) notice.current?.focus()
  }, [failedAt])

  return (
    <div
      ref={notice}
      role="alert"
      tabIndex={-1}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{errorMessage(error)}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        // Stays focusable while it works, so focus is not dropped as it would be from a disabled button.
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (!retrying) onRetry()
        }}
      >
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  )
}
