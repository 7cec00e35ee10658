import { ClientOnly } from '@/components/layout/client-only'
import { useHeadSync } from '@/components/seo/use-head-sync'
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
