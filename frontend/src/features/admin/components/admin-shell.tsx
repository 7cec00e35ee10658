import { ErrorNotice } from '@/components/ui/error-notice'
import { useEffect, type ReactNode } from 'react'
import { Outlet } from 'react-router-dom'

import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar'
import { Toasts } from '@/components/ui/toast-viewport'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'

import { useSession } from '../api/session'
import { useSessionExpiry } from '../hooks/use-session-expiry'
import { AdminSidebar } from './admin-sidebar'
import { SignInForm } from './sign-in-form'

const FullPageMessage = ({ children }: { children: ReactNode }) => (
  <main id="main" className="flex min-h-screen items-center justify-center px-4 text-center text-slate-700">
    {children}
  </main>
)

/** Editors work in the Payload panel; the dashboard is for the people who work the leads. */
const EditorRedirect = () => {
  useEffect(() => {
    window.location.replace(paths.cms.home)
  }, [])
  return (
    <FullPageMessage>
      <p role="status">
        Editors manage content in the{' '}
        <a href={paths.cms.home} className="text-brand-700 underline">
          content panel
        </a>
        . Taking you there...
      </p>
    </FullPageMessage>
  )
}

/** /admin: the sign-in form without a session, the sidebar and the chosen tab with one. */
export const AdminShell = () => {
  useSessionExpiry()
  const session = useSession()
  const { companyName } = useSiteSettings()

  let content: ReactNode
  if (session.isPending) {
    content = (
      <FullPageMessage>
        <p role="status">Loading...</p>
      </FullPageMessage>
    )
  } else if (session.isError) {
    content = (
      <FullPageMessage>
        <div className="w-full max-w-md text-left">
          <ErrorNotice
            title="Could not open the dashboard."
            error={session.error}
            failedAt={session.errorUpdatedAt}
            retrying={session.isFetching}
            onRetry={() => void session.refetch()}
          />
        </div>
      </FullPageMessage>
    )
  } else if (!session.data.user) {
    content = <SignInForm />
  } else if (session.data.user.role === 'editor') {
    content = <EditorRedirect />
  } else {
    content = (
      <SidebarProvider>
        <div className="flex min-h-screen bg-white">
          <AdminSidebar user={session.data.user} />
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
              <SidebarTrigger />
              <span className="text-sm font-medium text-slate-700">{companyName} · Admin</span>
            </header>
            <main id="main" className="flex-1">
              <Outlet />
            </main>
          </div>
        </div>
      </SidebarProvider>
    )
  }

  return (
    <>
      {content}
      <Toasts />
    </>
  )
}
