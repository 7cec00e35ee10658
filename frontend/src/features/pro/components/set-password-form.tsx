import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'

import {
  EXPIRED_LINK_MESSAGE,
  MIN_PASSWORD_LENGTH,
  setPasswordSchema,
  type SetPasswordValues,
} from '@contracts/contractor-account'
import { Button } from '@/components/ui/button'
import { FormAlert, TextField } from '@/components/ui/field-styles'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { useHydrated } from '@/hooks/use-hydrated'
import { ApiError } from '@/lib/api-client'
import { errorMessage, formErrorsOf } from '@/lib/api-errors'

import { useSetPassword } from '../api/set-password'
import { NewLinkForm } from './new-link-form'

/** Payload refuses an unknown, used or expired token with a 403 of its own words. */
const isDeadLink = (error: unknown): boolean => error instanceof ApiError && error.status === 403

/** What went wrong, in plain words. */
const failureOf = (error: unknown): string =>
  isDeadLink(error) ? EXPIRED_LINK_MESSAGE : (formErrorsOf(error, []).formMessage ?? errorMessage(error))

const Shell = ({ children }: { children: React.ReactNode }) => (
  <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
    <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {children}
    </div>
  </main>
)

/** /pro/set-password?token=…: an invited contractor chooses a password, and is then signed in to the portal. */
export const SetPasswordForm = () => {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const setPassword = useSetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({ resolver: zodResolver(setPasswordSchema) })

  if (!token)
    return (
      <Shell>
        <h1 className="text-2xl font-bold text-slate-900">Set your password</h1>
        <p role="alert" className="mt-4 text-sm text-slate-700">
          {EXPIRED_LINK_MESSAGE}
        </p>
        <NewLinkForm />
        <Link
          to={paths.pro.home}
          className="mt-6 inline-flex min-h-6 items-center text-sm text-brand-700 underline"
        >
          Go to the contractor sign-in
        </Link>
      </Shell>
    )

  const submit = handleSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      { onSuccess: () => void navigate(paths.pro.home, { replace: true }) },
    ),
  )

  return (
    <Shell>
      <h1 className="text-2xl font-bold text-slate-900">Set your password</h1>
      <p className="mt-2 text-sm text-slate-600">
        Choose a password of at least {MIN_PASSWORD_LENGTH} characters. You then sign in with your email and
        this password.
      </p>
      <form method="post" noValidate className="mt-6 grid gap-4" onSubmit={submit}>
        <TextField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="confirm-password"
          label="Confirm the password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <FormAlert message={setPassword.isError ? failureOf(setPassword.error) : null} />
        <Button type="submit" disabled={!hydrated || setPassword.isPending}>
          {setPassword.isPending ? 'Saving...' : 'Set password and sign in'}
        </Button>
      </form>
      {setPassword.isError && isDeadLink(setPassword.error) ? <NewLinkForm /> : null}
    </Shell>
  )
}
