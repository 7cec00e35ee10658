type IconProps = { className?: string }

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const

// The dashboard's icons, kept apart from the shared ones (components/ui/icons.tsx) so public pages do not load
// them. Decorative: the button or link around an icon carries the accessible name.

export const UsersIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
  </svg>
)

export const BriefcaseIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </svg>
)

export const WrenchIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 1-5-5L13 2l-1.3 1.3a4 4 0 0 0 3 3z" />
  </svg>
)

export const ShareIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="6" r="3" />
    <circle cx="18" cy="18" r="3" />
    <path d="M8.6 10.5l6.8-3M8.6 13.5l6.8 3" />
  </svg>
)

export const DollarIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />
  </svg>
)

export const MapPinIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
)

export const DocumentIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </svg>
)

export const ChartIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M3 3v18h18M8 17v-5M13 17V8M18 17v-8" />
  </svg>
)

export const ExitIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
)

export const ExternalLinkIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeLinejoin="round">
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3" />
  </svg>
)
