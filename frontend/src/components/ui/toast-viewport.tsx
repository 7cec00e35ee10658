import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'

// The toast list and react-hot-toast load with the first toast (showToast): most pages never show one.
const ToastList = lazy(async () => ({ default: (await import('./toast')).ToastList }))

let listShown = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Mounts the toast list in the viewport from now on; showToast calls it before adding a toast. */
export const showToastList = (): void => {
  if (listShown) return
  listShown = true
  for (const listener of listeners) listener()
}

/**
 * The toast viewport, rendered once by the root layout: a landmark bottom-right (full width on phones,
 * 420 px from md up) that F8 focuses, with a polite live region so new toasts are announced. The live region is
 * there from the start, so a screen reader hears the first toast too.
 */
export const Toasts = () => {
  const region = useRef<HTMLDivElement>(null)
  const showList = useSyncExternalStore(
    subscribe,
    () => listShown,
    () => false,
  )

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        region.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div
      ref={region}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col p-4 md:max-w-[420px]"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="flex flex-col gap-2">
        {showList ? (
          <Suspense fallback={null}>
            <ToastList />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
