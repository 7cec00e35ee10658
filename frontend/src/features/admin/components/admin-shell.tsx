import { useEffect } from 'react'
import { Outlet } from 'react-router'

import { FullPageMessage, NotForThisAccount, SessionGate } from '@/components/auth/session-gate'
import { Link } from '@/components/ui/link'
import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'
import type { User } from '@/types/payload'

import { AdminSidebar } from './admin-sidebar'

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
const ContractorElsewhere = ({ companyName }: { companyName: string }) => (
  <NotForThisAccount title={`This dashboard is for the ${companyName} team`}>
    You are signed in with a contractor account. Contractors answer their requests in the{' '}
    <Link to={paths.pro.home} className="text-brand-700 underline">
      contractor portal
    </Link>
    .
  </NotForThisAccount>
)

/** The dashboard itself: the sidebar and the chosen tab. */
const Dashboard = ({ user, companyName }: { user: User; companyName: string }) => (
  <SidebarProvider>
    <div className="flex min-h-screen bg-white">
      <AdminSidebar user={user} />
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

/** /admin: the sign-in form without a session, the sidebar and the chosen tab with one. */
export const AdminShell = () => {
  const { companyName } = useSiteSettings()
  return (
    <SessionGate
      place="the dashboard"
      signIn={{
        title: 'Sign in to the dashboard',
        description: (
          <>
            For the {companyName} team. Editors are taken on to the content panel. Contractors answer their
            requests in the{' '}
            <Link to={paths.pro.home} className="text-brand-700 underline">
              contractor portal
            </Link>
            .
          </>
        ),
      }}
    >
      {(user) => {
        if (user.role === 'contractor') return <ContractorElsewhere companyName={companyName} />
        if (user.role === 'editor') return <EditorRedirect />
        return <Dashboard user={user} companyName={companyName} />
      }}
    </SessionGate>
  )
}
