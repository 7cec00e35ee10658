import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { SiteSettings } from '@/lib/site-settings'

const COLUMNS = [
  {
    heading: 'Popular Services',
    links: [
      { to: paths.service('kitchen-remodeling'), label: 'Kitchen Remodeling' },
      { to: paths.service('bathroom-renovation'), label: 'Bathroom Renovation' },
      { to: paths.service('roofing'), label: 'Roofing' },
      { to: paths.services, label: 'View All Services' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: paths.costGuides, label: 'Cost Guides' },
      { to: paths.articles, label: 'Articles' },
      { to: paths.about, label: 'About Us' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
    ],
  },
]

/** At least 24 px each way (WCAG 2.5.8), though the text is small: a line of its own, padded, never narrower. */
const footerLink = 'inline-block min-w-6 py-1 hover:text-white'

type Platform = NonNullable<SiteSettings['socialLinks']>[number]['platform']

/** The networks' own spelling of their names. */
const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
}

type FooterProps = {
  /** Unknown only on an error page whose settings could not be read: then the links alone. */
  site: SiteSettings | undefined
}

export const Footer = ({ site }: FooterProps) => (
  <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
      <div>
        {site ? (
          <>
            <p className="text-lg font-bold text-white">{site.companyName}</p>
            <p className="mt-3 text-sm leading-6">{site.footerText}</p>
            {site.socialLinks?.length ? (
              <ul
                aria-label={`${site.companyName} on social media`}
                className="mt-3 flex flex-wrap gap-x-4 text-sm"
              >
                {site.socialLinks.map((link) => (
                  <li key={link.id ?? link.url}>
                    <a href={link.url} rel="me noopener" className={footerLink}>
                      {PLATFORM_NAMES[link.platform]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {COLUMNS.map((column) => (
        <nav key={column.heading} aria-label={column.heading}>
          <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
    <div className="border-t border-slate-800 py-6 text-center text-sm">
      © {new Date().getFullYear()}
      {site ? ` ${site.companyName}` : null}. All rights reserved.
    </div>
  </footer>
)
