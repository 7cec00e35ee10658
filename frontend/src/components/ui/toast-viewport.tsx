import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'

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
 * The toast viewport, rendered once by the layouts that show toasts: a landmark that F8 focuses, bottom-right from
 * 640 px up (420 px wide from md up) and along the top on phones, clear of the bars fixed to their bottom edge. A
 * failure is announced at once (each is an alert of its own, which screen readers speak as it appears), anything
 * else politely, in a live region that is there from the start, so a screen reader hears the first toast too.
 */
export const Toasts = () => {
  const [region, setRegion] = useState<HTMLDivElement | null>(null)
  const [polite, setPolite] = useState<HTMLDivElement | null>(null)
  const [alerts, setAlerts] = useState<HTMLDivElement | null>(null)
  const showList = useSyncExternalStore(
    subscribe,
    () => listShown,
    () => false,
  )

  useEffect(() => {
    if (!region) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        region.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [region])

  return (
    <div
      ref={setRegion}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className="pointer-events-none fixed top-0 right-0 z-[100] flex w-full flex-col p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]"
    >
      <div ref={setAlerts} className="flex flex-col gap-2" />
      <div
        ref={setPolite}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="flex flex-col gap-2"
      />
      {showList && region && polite && alerts ? (
        <Suspense fallback={null}>
          <ToastList region={region} polite={polite} alerts={alerts} />
        </Suspense>
      ) : null}
    </div>
  )
}
