import { AlertCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { Button } from '@/components/ui/button'

type InlineErrorProps = {
  /** What failed, e.g. "Your request was not sent." */
  title: string
  /** Why, in plain words (errorMessage). */
  message: string
  /** What else the visitor should know, e.g. that their answers are kept. */
  hint?: string
  onRetry: () => void
}

/**
 * A failure shown where it happened, with a way to try again. It takes focus when it appears, so a keyboard or
 * screen reader user lands on the message (and then on Retry) instead of on a control that did nothing visible.
 */
export const InlineError = ({ title, message, hint, onRetry }: InlineErrorProps) => {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 sm:p-5"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{message}</p>
        {hint ? <p className="mt-1 text-sm">{hint}</p> : null}
        <Button variant="secondary" size="sm" className="mt-3 min-h-10" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </div>
  )
}
