import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { useNavigationType } from 'react-router-dom'

export const stepHeadingClass = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl'

/**
 * Whether no wizard page has been shown yet in this visit. The page the visitor opened (or reloaded) keeps the
 * browser's own focus at the top of the document; every later arrival moves it to the new heading.
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
  const navigationType = useNavigationType()
  useEffect(() => {
    const opened = firstArrival && navigationType === 'POP'
    firstArrival = false
    if (!opened) ref.current?.focus({ preventScroll: true })
  }, [navigationType, ref])
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  )
}
