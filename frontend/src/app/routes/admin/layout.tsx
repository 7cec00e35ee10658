import { useHydrated } from '@/hooks/use-hydrated'
import type { HeadHandle } from '@/components/seo/head'
import { useHeadSync } from '@/components/seo/use-head-sync'
import { paths } from '@/config/paths'
import { useSessionKnown } from '@/lib/session'
import { AdminShell } from '@/features/admin/components/admin-shell'

/**
 * /admin depends on who is signed in, and none of it is for search engines. When the server knows that nobody is
 * (no session cookie), it renders the sign-in form at once; otherwise it sends a 'Loading...' shell, and the
 * browser asks who is signed in.
 */
export const Component = () => {
  useHeadSync()
  const sessionKnown = useSessionKnown()
  const hydrated = useHydrated()
  return sessionKnown || hydrated ? (
    <AdminShell />
  ) : (
    <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
      Loading...
    </p>
  )
}

export const handle = {
  head: ({ site }) => ({
    title: `Admin Dashboard | ${site.companyName}`,
    description: `The ${site.companyName} staff dashboard.`,
    path: paths.admin.leads,
    robots: 'noindex, nofollow',
  }),
} satisfies HeadHandle<null>
