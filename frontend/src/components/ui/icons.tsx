type IconProps = { className?: string }

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const

/** Decorative: the button or link around an icon carries the accessible name. */
export const CloseIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

export const PanelLeftIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </svg>
)
