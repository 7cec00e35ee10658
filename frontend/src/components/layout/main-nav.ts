import { paths } from '@/config/paths'

/** The site's sections, in the header bar and in the phone menu. */
export const NAV = [
  { to: paths.services, label: 'Services' },
  { to: paths.costGuides, label: 'Cost Guides' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
]

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`
