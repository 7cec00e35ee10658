import {
  autoUpdate,
  FloatingDelayGroup,
  FloatingPortal,
  offset,
  flip,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react'

/** Tooltips open after 700 ms of hover; once one was open, the next opens at once for 300 ms; 4 px away. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
export const TOOLTIP_OFFSET_PX = 4

/** Tooltips inside share one delay: moving from one trigger to the next skips the wait. */
export const TooltipGroup = ({ children }: { children: ReactNode }) => (
  <FloatingDelayGroup delay={{ open: TOOLTIP_DELAY_MS, close: 0 }} timeoutMs={TOOLTIP_SKIP_DELAY_MS}>
    {children}
  </FloatingDelayGroup>
)

type TooltipProps = {
  label: string
  /** One focusable element; it gets the hover, focus and aria-describedby wiring. */
  children: ReactElement<{ ref?: Ref<HTMLElement> } & Record<string, unknown>>
  side?: 'right' | 'top' | 'bottom' | 'left'
  disabled?: boolean
}

/** A text tooltip on hover or keyboard focus; Escape closes it. Outside a TooltipGroup it waits 700 ms. */
export const Tooltip = ({ label, children, side = 'right', disabled = false }: TooltipProps) => {
  const [open, setOpen] = useState(false)
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open: open && !disabled,
    onOpenChange: setOpen,
    placement: side,
    middleware: [offset(TOOLTIP_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { delay } = useDelayGroup(context)
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: delay ?? TOOLTIP_DELAY_MS, move: false, enabled: !disabled }),
    useFocus(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])

  return (
    <>
      {cloneElement(children, getReferenceProps({ ref: setReference, ...children.props }))}
      {open && !disabled ? (
        <FloatingPortal>
          <div
            ref={setFloating}
            style={floatingStyles}
            className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs font-medium text-white shadow-md"
            {...getFloatingProps()}
          >
            {label}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  )
}
