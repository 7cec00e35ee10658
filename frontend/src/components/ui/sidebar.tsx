import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { PanelLeft } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { useMediaQuery } from '@/hooks/use-media-query'

import { TooltipGroup } from './tooltip'

/** The expanded/collapsed choice is kept in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state'
const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7
/** Below 768 px the sidebar is a sheet over the page. */
const MOBILE_QUERY = '(max-width: 767px)'
const SIDEBAR_ID = 'app-sidebar'

type SidebarState = {
  /** Expanded on a wide screen (the cookie's value). */
  open: boolean
  /** The sheet on a phone. */
  openMobile: boolean
  setOpenMobile: (open: boolean) => void
  isMobile: boolean
  /** Icons only, with tooltips: a wide screen with the sidebar collapsed. */
  collapsed: boolean
  toggle: () => void
}

const SidebarContext = createContext<SidebarState | null>(null)

export const useSidebar = (): SidebarState => {
  const state = useContext(SidebarContext)
  if (!state) throw new Error('useSidebar must be used inside a SidebarProvider')
  return state
}

const readCookie = (): boolean => {
  const value = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${SIDEBAR_COOKIE}=`))
    ?.split('=')[1]
  return value !== 'false'
}

const writeCookie = (open: boolean) => {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`
}

/** Holds the sidebar's state, renders only in the browser, and toggles on Ctrl+B or Cmd+B. */
export const SidebarProvider = ({ children }: { children: ReactNode }) => {
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const [open, setOpen] = useState(readCookie)
  const [openMobile, setOpenMobile] = useState(false)

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current)
      return
    }
    setOpen((current) => {
      writeCookie(!current)
      return !current
    })
  }, [isMobile])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  const value = useMemo(
    () => ({ open, openMobile, setOpenMobile, isMobile, collapsed: !isMobile && !open, toggle }),
    [open, openMobile, isMobile, toggle],
  )
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}

/**
 * The sidebar: a column of 16rem (3rem collapsed) on wide screens, an 18rem sheet from the left on phones.
 * `label` names its navigation for screen readers.
 */
export const Sidebar = ({ label, children }: { label: string; children: ReactNode }) => {
  const { open, openMobile, setOpenMobile, isMobile, collapsed } = useSidebar()
  if (isMobile) {
    return (
      <Dialog open={openMobile} onClose={() => setOpenMobile(false)} className="relative z-50">
        <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
        <DialogPanel
          id={SIDEBAR_ID}
          className="fixed inset-y-0 left-0 flex w-72 flex-col bg-slate-50 shadow-xl"
          data-mobile="true"
        >
          <DialogTitle className="sr-only">{label}</DialogTitle>
          {children}
        </DialogPanel>
      </Dialog>
    )
  }
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={label}
      data-state={open ? 'expanded' : 'collapsed'}
      className={`sticky top-0 flex h-screen shrink-0 flex-col overflow-x-hidden border-r border-slate-200 bg-slate-50 transition-[width] duration-200 ease-linear ${
        collapsed ? 'w-12' : 'w-64'
      }`}
    >
      <TooltipGroup>{children}</TooltipGroup>
    </aside>
  )
}

/** The button that opens and closes the sidebar (or its sheet on phones). */
export const SidebarTrigger = () => {
  const { open, openMobile, isMobile, toggle } = useSidebar()
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label="Toggle Sidebar"
      aria-controls={SIDEBAR_ID}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle Sidebar (Ctrl+B)"
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
    >
      <PanelLeft aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
