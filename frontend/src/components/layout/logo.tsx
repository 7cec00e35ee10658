import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { SiteSettings } from '@/lib/site-settings'

type LogoProps = {
  /** Unknown only on an error page whose settings could not be read: then the mark alone, named "Home". */
  site: Pick<SiteSettings, 'companyName' | 'logo'> | undefined
}

/** The company's logo from the site settings when an editor set one; otherwise the house mark and the name. */
export const Logo = ({ site }: LogoProps) => {
  const logo = typeof site?.logo === 'object' ? site.logo : null
  if (site && logo?.url) {
    return (
      <Link to={paths.home} className="flex items-center">
        {/* The uploaded file as it is: a logo is small, and its width and height keep the header from shifting. */}
        <img
          src={logo.url}
          alt={site.companyName}
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
          className="h-8 w-auto"
        />
      </Link>
    )
  }
  return (
    <Link
      to={paths.home}
      aria-label={site ? undefined : 'Home'}
      className="flex items-center gap-2 text-base font-bold whitespace-nowrap text-brand-700 sm:text-lg"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-7 w-7 sm:h-8 sm:w-8">
        <rect width="32" height="32" rx="6" className="fill-brand-600" />
        <path d="M8 17l8-7 8 7v8h-5v-5h-6v5H8z" fill="#fff" />
      </svg>
      {site ? <span>{site.companyName}</span> : null}
    </Link>
  )
}
