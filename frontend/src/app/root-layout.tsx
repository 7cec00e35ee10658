import { useEffect } from 'react'
import { Outlet } from 'react-router'

import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { useHeadSync } from '@/components/seo/use-head-sync'
import { useHydrationMark } from '@/hooks/use-hydration-mark'
import { useSiteSettings } from '@/lib/site-settings'

export const RootLayout = () => {
  useHeadSync()
  const site = useSiteSettings()
  // Where the visitor came from, read on the page they landed on: later pages of the app carry no UTM tags. Read
  // at once, saved by a module loaded on the side: no page needs it to show or to hydrate.
  useEffect(() => {
    const landing = { search: window.location.search }
    const referrer = document.referrer
    void import('@/lib/attribution').then(({ captureAttribution }) => captureAttribution(landing, referrer))
  }, [])
  useHydrationMark()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header site={site} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer site={site} />
    </div>
  )
}
