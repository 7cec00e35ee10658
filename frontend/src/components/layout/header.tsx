import { Dialog, DialogPanel } from '@headlessui/react'
import { useState } from 'react'
import { Link, NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'

const NAV = [
  { to: paths.services, label: 'Services' },
  { to: paths.costGuides, label: 'Cost Guides' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
]

export const Logo = () => (
  <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-brand-700">
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
      <rect width="32" height="32" rx="6" className="fill-brand-600" />
      <path d="M8 17l8-7 8 7v8h-5v-5h-6v5H8z" fill="#fff" />
    </svg>
    <span>{site.name}</span>
  </Link>
)

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`

export const Header = () => {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
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
          onClick={() => setOpen(true)}
        >
          <MenuIcon className="h-6 w-6" />
        </button>
      </div>
      <Dialog open={open} onClose={close} className="md:hidden">
        <div className="fixed inset-0 z-40 bg-slate-900/30" aria-hidden="true" />
        <DialogPanel className="fixed inset-x-0 top-0 z-50 bg-white px-4 pb-6 shadow-lg">
          <div className="flex h-16 items-center justify-between">
            <Logo />
            <button
              type="button"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700"
              aria-label="Close menu"
              onClick={close}
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={navClass} onClick={close}>
                {item.label}
              </NavLink>
            ))}
            <Link
              to={paths.quotes.start}
              onClick={close}
              className="mt-2 rounded-md bg-accent-600 px-4 py-3 text-center text-sm font-semibold text-white"
            >
              Get Free Quotes
            </Link>
          </nav>
        </DialogPanel>
      </Dialog>
    </header>
  )
}
