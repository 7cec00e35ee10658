import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { SignInForm } from '@/components/auth/sign-in-form'
import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Toasts } from '@/components/ui/toast-viewport'
import { paths } from '@/config/paths'
import { useSessionExpiry } from '@/hooks/use-session-expiry'
import { useSession, useSignOut } from '@/lib/session'
import { useSiteSettings } from '@/lib/site-settings'
import type { User } from '@/types/payload'

import { useProReferrals } from '../api/pro-referrals'
import { ReferralList } from './referral-list'

const FullPageMessage = ({ children }: { children: ReactNode }) => (
  <main id="main" className="flex min-h-screen items-center justify-center px-4 text-center text-slate-700">
    {children}
  </main>
)

const SignOutButton = () => {
  const signOut = useSignOut()
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-10"
      onClick={() => signOut.mutate()}
      aria-disabled={signOut.isPending}
    >
      {signOut.isPending ? 'Signing out...' : 'Sign out'}
    </Button>
  )
}

/** The portal is the contractors': the team works the same requests in the dashboard. */
const TeamElsewhere = () => (
  <FullPageMessage>
    <div className="grid max-w-md gap-4">
      <h1 className="text-2xl font-bold text-slate-900">This portal is for contractors</h1>
      <p>
        You are signed in as a member of the team. Referrals are worked in the{' '}
        <Link to={paths.admin.referrals} className="text-brand-700 underline">
          dashboard
        </Link>
        .
      </p>
      <p>
        <SignOutButton />
      </p>
    </div>
  </FullPageMessage>
)

/** The company's name, once the list has said it (the account's session holds only its id). */
const CompanyName = () => {
  const { data } = useProReferrals(1)
  return data ? <span className="block text-sm text-slate-600">{data.company.name}</span> : null
}

const Portal = ({ user }: { user: User }) => {
  const { companyName } = useSiteSettings()
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <span className="block font-semibold text-slate-900">{companyName} for contractors</span>
            <CompanyName />
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-slate-600 sm:inline">{user.email}</span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Your requests</h1>
          <p className="mt-1 text-sm text-slate-600">
            Homeowners who chose you, newest first. Accept to see their contact details, or decline with a
            reason.
          </p>
        </div>
        <ReferralList />
      </main>
    </div>
  )
}

/** /pro: the sign-in form without a session, the contractor's requests with one. */
export const ProShell = () => {
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
            title="Could not open the contractor portal."
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
        title="Sign in to answer your requests"
        description={
          <>
            For contractors who receive homeowners’ requests through {companyName}. The {companyName} team
            signs in at the{' '}
            <Link to={paths.admin.leads} className="text-brand-700 underline">
              dashboard
            </Link>
            .
          </>
        }
      />
    )
  } else if (session.data.user.role !== 'contractor') {
    content = <TeamElsewhere />
  } else {
    content = <Portal user={session.data.user} />
  }

  return (
    <>
      {content}
      <Toasts />
    </>
  )
}
