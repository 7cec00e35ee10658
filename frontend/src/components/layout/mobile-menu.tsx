import { Dialog, DialogPanel } from '@headlessui/react'
import { X } from 'lucide-react'
import { NavLink } from 'react-router'

import { Link } from '@/components/ui/link'
import type { SiteSettings } from '@/lib/site-settings'

import { Logo } from './logo'
import { NAV, navClass } from './main-nav'

type MobileMenuProps = {
  site: SiteSettings | undefined
  open: boolean
  /** Closed without choosing a page (Escape, the close button, a tap outside). */
  onDismiss: () => void
  /** Closed by choosing a page, which then takes the focus. */
  onNavigate: () => void
  /** The wizard, with what the page knows already chosen (the header's call to action goes there too). */
  quotesTo: string
}

/**
 * The phone menu, a modal dialog. Loaded on demand (the header imports it lazily): Headless UI's dialog is most
 * of its weight, and most visitors never open the menu.
 */
export const MobileMenu = ({ site, open, onDismiss, onNavigate, quotesTo }: MobileMenuProps) => (
  // Named like the buttons that open and close it: a dialog without a name is announced as just "dialog".
  <Dialog open={open} onClose={onDismiss} aria-label="Menu" className="md:hidden">
    <div className="fixed inset-0 z-40 bg-slate-900/30" aria-hidden="true" />
    <DialogPanel className="fixed inset-x-0 top-0 z-50 bg-white px-4 pb-6 shadow-lg">
      <div className="flex h-16 items-center justify-between">
        <Logo site={site} />
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700"
          aria-label="Close menu"
          onClick={onDismiss}
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={navClass} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ))}
        <Link
          to={quotesTo}
          onClick={onNavigate}
          className="mt-2 rounded-md bg-accent-600 px-4 py-3 text-center text-sm font-semibold text-white"
        >
          Get Free Quotes
        </Link>
      </nav>
    </DialogPanel>
  </Dialog>
)
