import { useId } from 'react'

import { Link } from '@/components/ui/link'

type LinkListNavProps = {
  /** The box's heading, which also names the navigation for screen readers. */
  title: string
  links: readonly { to: string; label: string }[]
}

/** A side box of links to neighbouring pages (related services, nearby cities); nothing when there are none. */
export const LinkListNav = ({ title, links }: LinkListNavProps) => {
  const headingId = useId()
  if (links.length === 0) return null
  return (
    <nav aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            {/* A line of its own and padded: a comfortable target (WCAG 2.5.8 asks for 24 px at least). */}
            <Link
              to={link.to}
              className="inline-block py-1 font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
