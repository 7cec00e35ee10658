import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import type { SiteSettings } from '@/lib/site-settings'

import { Logo } from './logo'
import { NAV, navClass } from './main-nav'

const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }))

type HeaderProps = {
  /** Unknown only on an error page whose settings could not be read. */
  site: SiteSettings | undefined
}

export const Header = ({ site }: HeaderProps) => {
  const [open, setOpen] = useState(false)
  // The menu's code is fetched when the visitor reaches for the button, and mounted once it has been opened.
  const [opened, setOpened] = useState(false)
  const openMenu = () => {
    setOpened(true)
    setOpen(true)
  }
  const close = () => setOpen(false)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo site={site} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navClass}>
              {item.label}
            </NavLink>
          ))}
          <Link
            to={paths.quotes.start}
            className="ml-3 rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-700"
          >
            Get Free Quotes
          </Link>
        </nav>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 md:hidden"
          aria-label="Open menu"
          aria-expanded={open}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={openMenu}
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
        </button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenu site={site} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  )
}
