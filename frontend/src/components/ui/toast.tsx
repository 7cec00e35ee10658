import { X } from 'lucide-react'
import { useRef, useState, type PointerEvent } from 'react'
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless'

import { showToastList } from './toast-viewport'

/** SPEC §4 toasts: 5 s on screen; a dismissed one is kept (hidden) for 1,000,000 ms before it is removed. */
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

/** Shows a toast, replacing the one on screen: at most one is visible at a time (SPEC §4). */
export const showToast = ({ title, description, variant = 'default' }: ShowToastOptions): string => {
  showToastList()
  toast.dismiss()
  return toast.custom(
    (current) => <ToastCard toast={current} title={title} description={description} variant={variant} />,
    { duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS },
  )
}

/**
 * The toasts on screen, inside the viewport (toast-viewport.tsx), which loads this module once the first toast is
 * shown. Hovering them pauses their timers.
 */
export const ToastList = () => {
  const { toasts, handlers } = useToaster()
  const visible = toasts.filter((item) => item.visible)
  return (
    <div className="flex flex-col gap-2" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {visible.map((item) => (
        <div key={item.id}>{resolveValue(item.message, item)}</div>
      ))}
    </div>
  )
}
