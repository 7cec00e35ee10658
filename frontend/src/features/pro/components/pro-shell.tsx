import { NotForThisAccount, SessionGate, SignOutButton } from '@/components/auth/session-gate'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'
import type { User } from '@/types/payload'

import { useProReferrals } from '../api/pro-referrals'
import { ReferralList } from './referral-list'
import { ReviewList } from './review-list'

/** The portal is the contractors': the team works the same requests in the dashboard. */
const TeamElsewhere = () => (
  <NotForThisAccount title="This portal is for contractors">
    You are signed in as a member of the team. Referrals are worked in the{' '}
    <Link to={paths.admin.referrals} className="text-brand-700 underline">
      dashboard
    </Link>
    .
  </NotForThisAccount>
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
        <section aria-labelledby="pro-reviews-heading" className="mt-6 grid gap-4">
          <div>
            <h2 id="pro-reviews-heading" className="text-xl font-bold text-slate-900">
              Your reviews
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Published reviews from homeowners who hired you, newest first. You may reply once to each, in
              public, under the{' '}
              <Link to={paths.reviewPolicy} className="text-brand-700 underline">
                review policy
              </Link>
              .
            </p>
          </div>
          <ReviewList />
        </section>
      </main>
    </div>
  )
}

/** /pro: the sign-in form without a session, the contractor's requests with one. */
export const ProShell = () => {
  const { companyName } = useSiteSettings()
  return (
    <SessionGate
      place="the contractor portal"
      signIn={{
        title: 'Sign in to answer your requests',
        description: (
          <>
            For contractors who receive homeowners’ requests through {companyName}. The {companyName} team
            signs in at the{' '}
            <Link to={paths.admin.leads} className="text-brand-700 underline">
              dashboard
            </Link>
            .
          </>
        ),
      }}
    >
      {(user) => (user.role === 'contractor' ? <Portal user={user} /> : <TeamElsewhere />)}
    </SessionGate>
  )
}
