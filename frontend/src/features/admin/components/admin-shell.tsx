import { ErrorNotice } from '@/components/ui/error-notice'
import { useEffect, type ReactNode } from 'react'
import { Link, Outlet } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar'
import { Toasts } from '@/components/ui/toast-viewport'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'

import { useSession, useSignOut } from '@/lib/session'
import { useSessionExpiry } from '@/hooks/use-session-expiry'
import { AdminSidebar } from './admin-sidebar'
import { SignInForm } from '@/components/auth/sign-in-form'

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

/** The dashboard is the team's: a contractor's account answers its requests at /pro. */
const ContractorElsewhere = ({ companyName }: { companyName: string }) => {
  const signOut = useSignOut()
  return (
    <FullPageMessage>
      <div className="grid max-w-md gap-4">
        <h1 className="text-2xl font-bold text-slate-900">This dashboard is for the {companyName} team</h1>
        <p>
          You are signed in with a contractor account. Contractors answer their requests in the{' '}
          <Link to={paths.pro.home} className="text-brand-700 underline">
            contractor portal
          </Link>
          .
        </p>
        <p>
          <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out
          </Button>
        </p>
      </div>
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
    content = (
      <SignInForm
        title="Sign in to the dashboard"
        description={
          <>
            For the {companyName} team. Editors are taken on to the content panel. Contractors answer their
            requests in the{' '}
            <Link to={paths.pro.home} className="text-brand-700 underline">
              contractor portal
            </Link>
            .
          </>
        }
      />
    )
  } else if (session.data.user.role === 'contractor') {
    content = <ContractorElsewhere companyName={companyName} />
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
