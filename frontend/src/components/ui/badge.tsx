import type { ReactNode } from 'react'

export type BadgeVariant = 'primary' | 'secondary' | 'success' | 'warning'

const VARIANT_CLASS: Record<BadgeVariant, string> = {
  primary: 'border-transparent bg-brand-600 text-white',
  secondary: 'border-transparent bg-slate-100 text-slate-800',
  success: 'border-transparent bg-green-100 text-green-800',
  warning: 'border-transparent bg-amber-100 text-amber-900',
}

export const badgeClass = (variant: BadgeVariant = 'secondary'): string =>
  `inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${VARIANT_CLASS[variant]}`

export const Badge = ({
  variant = 'secondary',
  children,
}: {
  variant?: BadgeVariant
  children: ReactNode
}) => (
  // data-variant names the look for tests and styles alike, so neither reads it back from the class list.
  <span data-variant={variant} className={badgeClass(variant)}>
    {children}
  </span>
)
