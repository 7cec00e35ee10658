import { ClientOnly } from '@/components/layout/client-only'
import type { HeadHandle } from '@/components/seo/head'
import { useHeadSync } from '@/components/seo/use-head-sync'
import { paths } from '@/config/paths'
import { AdminShell } from '@/features/admin/components/admin-shell'

/**
 * /admin is rendered in the browser only: the server sends a 'Loading...' shell, since what it shows depends on
 * who is signed in, and none of it is for search engines.
 */
export const Component = () => {
  useHeadSync()
  return (
    <ClientOnly
      fallback={
        <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
          Loading...
        </p>
      }
    >
      <AdminShell />
    </ClientOnly>
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
