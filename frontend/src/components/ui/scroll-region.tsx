import type { ReactNode } from 'react'

/**
 * A box that scrolls sideways when what it holds is wider than its room (a table). It takes keyboard focus, named
 * by `label`, so it can be scrolled without a pointer too (axe: scrollable-region-focusable).
 */
export const ScrollRegion = ({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) => (
  <div
    role="region"
    aria-label={label}
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is scrolled with the keys
    tabIndex={0}
    className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`}
  >
    {children}
  </div>
)
