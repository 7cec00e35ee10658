import { Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router'

import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { SiteSettings } from '@/lib/site-settings'

import { Logo } from './logo'
import { NAV, navClass } from './main-nav'
import { usePageQuoteIntent } from './use-page-quote-intent'

const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }))

/** The wizard's own steps, where the call to action would only start over what the visitor is doing. */
const WIZARD_STEPS: readonly string[] = [
  paths.quotes.start,
  paths.quotes.select,
  paths.quotes.details,
  paths.quotes.confirm,
]

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
  const menuButton = useRef<HTMLButtonElement>(null)
  // Escape, the close button or a tap outside: back to the button. Headless UI would return focus to the last
  // element its focus history saw, but that history starts when the menu's code loads, after the button was focused.
  const refocusButton = useRef(false)
  const dismiss = () => {
    refocusButton.current = true
    close()
  }
  // Once the dialog has gone: while it is open, its focus trap takes focus back from anything outside it.
  useEffect(() => {
    if (open || !refocusButton.current) return
    refocusButton.current = false
    menuButton.current?.focus()
  }, [open])
  // A tap that came before the scripts did: index.html's inline handler kept it on the button, to be done now.
  useEffect(() => {
    if (menuButton.current?.ariaExpanded !== 'true') return
    setOpened(true)
    setOpen(true)
  }, [])
  // On a service page or a location page the call to action starts the wizard with them chosen.
  const quotesTo = paths.quotes.startWith(usePageQuoteIntent())
  const inWizard = WIZARD_STEPS.includes(useLocation().pathname)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        <Logo site={site} />
        <div className="flex items-center gap-1">
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={navClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          {/* Outside the menu, so that on a phone too quotes are one tap away; there it says "Get Quotes", to fit. */}
          <Link
            to={quotesTo}
            className={`${inWizard ? 'max-md:hidden ' : ''}rounded-md bg-accent-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-700 md:ml-3 md:px-4`}
          >
            Get<span className="max-sm:hidden"> Free</span> Quotes
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 md:hidden"
            aria-label="Open menu"
            aria-expanded={open}
            onPointerDown={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={openMenu}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenu site={site} open={open} onDismiss={dismiss} onNavigate={close} quotesTo={quotesTo} />
        </Suspense>
      ) : null}
    </header>
  )
}
