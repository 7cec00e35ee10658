import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Toasts } from '@/components/ui/toast-viewport'
import { useHydrationMark } from '@/hooks/use-hydration-mark'
import { useSessionExpiry } from '@/hooks/use-session-expiry'
import { useSession, useSignOut } from '@/lib/session'
import type { User } from '@/types/payload'

import { SignInForm } from './sign-in-form'

/** A message alone on the page: loading, a failure, or "this place is not yours". */
export const FullPageMessage = ({ children }: { children: ReactNode }) => (
  <main id="main" className="flex min-h-screen items-center justify-center px-4 text-center text-slate-700">
    {children}
  </main>
)

export const SignOutButton = () => {
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

/** A signed-in person on a part of the site that is not for their account: where they belong, and a way out. */
export const NotForThisAccount = ({ title, children }: { title: string; children: ReactNode }) => (
  <FullPageMessage>
    <div className="grid max-w-md gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p>{children}</p>
      <p>
        <SignOutButton />
      </p>
    </div>
  </FullPageMessage>
)

/**
 * A signed-in area (the dashboard, the contractor portal): "Loading..." while the session is checked, the failure
 * with Retry, the sign-in form without a session, and `children` for the user with one. The session's expiry signs
 * the page out, and toasts have their viewport.
 */
export const SessionGate = ({
  place,
  signIn,
  children,
}: {
  /** What is being opened, for the failure's title: "the dashboard". */
  place: string
  signIn: { title: string; description: ReactNode }
  children: (user: User) => ReactNode
}) => {
  useSessionExpiry()
  useHydrationMark()
  const session = useSession()

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
            title={`Could not open ${place}.`}
            error={session.error}
            failedAt={session.errorUpdatedAt}
            retrying={session.isFetching}
            onRetry={() => void session.refetch()}
          />
        </div>
      </FullPageMessage>
    )
  } else if (!session.data.user) {
    content = <SignInForm {...signIn} />
  } else {
    content = children(session.data.user)
  }

  return (
    <>
      {content}
      <Toasts />
    </>
  )
}
