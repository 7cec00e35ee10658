import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { useLocation } from 'react-router'

export const stepHeadingClass = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl'

/**
 * Whether no wizard page has been shown yet in this document. The page the visitor opened keeps the browser's own
 * focus at the top of the document; every later arrival moves it to the new heading.
 */
let firstArrival = true

/**
 * A wizard page's h1. Arriving on it by a step change (Continue, Back, an Edit link, the browser's back button),
 * focus moves to it, so a screen reader starts reading the new step from its name instead of from wherever focus
 * was left (a button that no longer exists).
 */
export const StepHeading = ({
  children,
  className = stepHeadingClass,
  headingRef,
}: {
  children: ReactNode
  className?: string
  /** For a step that moves focus back to its heading itself (e.g. while it reloads what failed). */
  headingRef?: RefObject<HTMLHeadingElement | null>
}) => {
  const ownRef = useRef<HTMLHeadingElement>(null)
  const ref = headingRef ?? ownRef
  // React Router keys the history entry the visitor opened 'default' (useNavigationType would tell it too, but it
  // would add its code to the chunk every marketing page loads).
  const { key } = useLocation()
  useEffect(() => {
    const opened = firstArrival && key === 'default'
    firstArrival = false
    if (!opened) ref.current?.focus({ preventScroll: true })
  }, [key, ref])
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  )
}
