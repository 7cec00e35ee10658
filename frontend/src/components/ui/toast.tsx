import { X } from 'lucide-react'
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless'

import { showToastList } from './toast-viewport'

/** Toasts stay 5 s on screen; a dismissed one is kept (hidden) for 1,000,000 ms before it is removed. */
const TOAST_DURATION_MS = 5000
const TOAST_REMOVE_DELAY_MS = 1_000_000
const SWIPE_THRESHOLD_PX = 50

export type ToastVariant = 'default' | 'destructive'

export type ShowToastOptions = {
  title: string
  description?: string
  variant?: ToastVariant
}

type ToastCardProps = ShowToastOptions & { toast: Toast }

const CARD_CLASS: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
}

const CLOSE_CLASS: Record<ToastVariant, string> = {
  default: 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'text-red-50 hover:bg-red-800 hover:text-white',
}

/**
 * How a screen reader hears it: a failure interrupts (an alert), anything else waits its turn (polite). The viewport
 * has a polite live region for the latter; each alert is announced as it appears.
 */
const ARIA: Record<ToastVariant, Toast['ariaProps']> = {
  default: { role: 'status', 'aria-live': 'polite' },
  destructive: { role: 'alert', 'aria-live': 'assertive' },
}

/** One toast: title, description and a close button; a swipe to the right past 50 px dismisses it. */
const ToastCard = ({ toast: current, title, description, variant = 'default' }: ToastCardProps) => {
  const start = useRef<{ pointerId: number; x: number } | null>(null)
  const [offset, setOffset] = useState(0)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The close button handles its own clicks; a press on it is not the start of a swipe.
    if (event.target instanceof Element && event.target.closest('button')) return
    start.current = { pointerId: event.pointerId, x: event.clientX }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return
    setOffset(Math.max(0, event.clientX - start.current.x))
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return
    const dx = event.clientX - start.current.x
    start.current = null
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId)
    }
    if (event.type === 'pointerup' && dx > SWIPE_THRESHOLD_PX) toast.dismiss(current.id)
    else setOffset(0)
  }

  return (
    <div
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 300 } : undefined}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-md border p-4 pr-10 shadow-lg select-none ${
        offset > 0 ? '' : 'transition-transform'
      } ${CARD_CLASS[variant]}`}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{title}</p>
        {description ? <p className="text-sm opacity-90">{description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => toast.dismiss(current.id)}
        className={`absolute top-2 right-2 inline-flex h-7 w-7 items-center justify-center rounded-md ${CLOSE_CLASS[variant]}`}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}

/** Shows a toast, replacing the one on screen: at most one is visible at a time. */
export const showToast = ({ title, description, variant = 'default' }: ShowToastOptions): string => {
  showToastList()
  toast.dismiss()
  return toast.custom(
    (current) => <ToastCard toast={current} title={title} description={description} variant={variant} />,
    { duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS, ariaProps: ARIA[variant] },
  )
}

/** Escape belongs to these while one is open (a dialog closes, a menu folds) unless focus is in the toasts. */
const OWNS_ESCAPE = '[role="dialog"], [aria-modal="true"], [role="menu"], [role="listbox"]'

export type ToastListProps = {
  /** The viewport's landmark, which F8 focuses. */
  region: HTMLElement
  /** Where toasts go: the polite live region (role status), and the container of alerts. */
  polite: HTMLElement
  alerts: HTMLElement
}

/**
 * The toasts on screen, in the viewport (toast-viewport.tsx, which loads this module once the first toast is shown):
 * a failure as an alert, anything else in the polite live region. A toast waits while the pointer is over it or focus is in the viewport, so
 * nobody loses it mid-read; Escape closes it; and when it closes with focus inside (F8, then Tab to Close), focus
 * goes back to where it was before.
 */
export const ToastList = ({ region, polite, alerts }: ToastListProps) => {
  const { toasts, handlers } = useToaster()
  const visible = toasts.filter((item) => item.visible)
  const showing = visible.length > 0
  const state = useRef({ hovered: false, focused: false, paused: false })
  /** Where focus was before it came into the viewport; cleared once it leaves for something else. */
  const returnFocusTo = useRef<HTMLElement | null>(null)

  const syncPause = useEffectEvent(() => {
    const paused = state.current.hovered || state.current.focused
    if (paused === state.current.paused) return
    state.current.paused = paused
    if (paused) handlers.startPause()
    else handlers.endPause()
  })

  useEffect(() => {
    const inside = (node: EventTarget | null) => node instanceof Node && region.contains(node)
    const onFocusIn = (event: FocusEvent) => {
      if (
        !state.current.focused &&
        !inside(event.relatedTarget) &&
        event.relatedTarget instanceof HTMLElement
      )
        returnFocusTo.current = event.relatedTarget
      state.current.focused = true
      syncPause()
    }
    const onFocusOut = (event: FocusEvent) => {
      state.current.focused = inside(event.relatedTarget)
      // Focus went on to something else of the page's: nothing to give it back to later.
      if (!state.current.focused && event.relatedTarget instanceof HTMLElement) returnFocusTo.current = null
      syncPause()
    }
    const onMouseOver = () => {
      state.current.hovered = true
      syncPause()
    }
    const onMouseOut = (event: MouseEvent) => {
      state.current.hovered = inside(event.relatedTarget)
      syncPause()
    }
    region.addEventListener('focusin', onFocusIn)
    region.addEventListener('focusout', onFocusOut)
    region.addEventListener('mouseover', onMouseOver)
    region.addEventListener('mouseout', onMouseOut)
    return () => {
      region.removeEventListener('focusin', onFocusIn)
      region.removeEventListener('focusout', onFocusOut)
      region.removeEventListener('mouseover', onMouseOver)
      region.removeEventListener('mouseout', onMouseOut)
    }
  }, [region])

  useEffect(() => {
    if (showing) return
    // A closed toast takes the pointer and focus with it: no mouseout or focusout need follow.
    state.current.hovered = false
    state.current.focused = false
    syncPause()
    const target = returnFocusTo.current
    returnFocusTo.current = null
    const active = document.activeElement
    const focusLost = active === null || active === document.body || region.contains(active)
    if (target?.isConnected && focusLost) target.focus()
  }, [showing, region])

  useEffect(() => {
    if (!showing) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const target = event.target instanceof Element ? event.target : null
      if (target && !region.contains(target) && target.closest(OWNS_ESCAPE)) return
      event.preventDefault()
      toast.dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [showing, region])

  return (
    <>
      {visible.map((item) =>
        item.ariaProps.role === 'alert'
          ? createPortal(
              <div key={item.id} role="alert">
                {resolveValue(item.message, item)}
              </div>,
              alerts,
              item.id,
            )
          : createPortal(<div key={item.id}>{resolveValue(item.message, item)}</div>, polite, item.id),
      )}
    </>
  )
}
