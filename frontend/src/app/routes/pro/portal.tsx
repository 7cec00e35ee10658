import { useHydrated } from '@/hooks/use-hydrated'
import { ProShell } from '@/features/pro/components/pro-shell'
import { useSessionKnown } from '@/lib/session'

/**
 * The portal depends on who is signed in. When the server knows that nobody is (no session cookie), it renders the
 * sign-in form at once; otherwise a 'Loading...' shell, and the browser asks who is signed in.
 */
export const Component = () => {
  const sessionKnown = useSessionKnown()
  const hydrated = useHydrated()
  return sessionKnown || hydrated ? (
    <ProShell />
  ) : (
    <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
      Loading...
    </p>
  )
}
