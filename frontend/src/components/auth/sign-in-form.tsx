import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useSearchParams } from 'react-router'

import {
  isSignInFailure,
  SIGN_IN_FAILURES,
  SIGN_IN_FORM_ACTION,
  SIGN_IN_OUTCOME_PARAM,
  signInSchema,
  type SignInValues,
} from '@contracts/sign-in'
import { Button } from '@/components/ui/button'
import { FormAlert, TextField } from '@/components/ui/field-styles'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-errors'
import { useSignIn } from '@/lib/session'

import { ForgotPasswordDialog } from './forgot-password-dialog'

type SignInFormProps = {
  title: string
  /** Who the door is for, and where the others go. */
  description: ReactNode
}

/**
 * The door of the dashboard and of the contractor portal: Payload's login, which sets an HttpOnly cookie the API
 * reads from then on. Each page decides what it shows whoever signs in.
 *
 * It works from the first paint: until the page's script runs (or without scripts), Sign in posts the form itself
 * to the server, which signs in and sends the browser back to this page (endpoints/sign-in-form.ts), with what went
 * wrong in the address when it failed. Once the script runs, the form signs in without leaving the page.
 */
export const SignInForm = ({ title, description }: SignInFormProps) => {
  const signIn = useSignIn()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const posted = params.get(SIGN_IN_OUTCOME_PARAM)
  const postedFailure = isSignInFailure(posted) ? SIGN_IN_FAILURES[posted] : null
  const {
    register,
    handleSubmit,
    formState: { errors },
    // No default values: the form takes what was typed before the script ran from the fields themselves.
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema) })

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{description}</p>
        {/* POST: a password never goes into an address. */}
        <form
          method="post"
          action={SIGN_IN_FORM_ACTION}
          noValidate
          className="mt-6 grid gap-4"
          onSubmit={handleSubmit((values) => signIn.mutate(values))}
        >
          <input type="hidden" name="next" value={pathname} />
          <TextField
            id="sign-in-email"
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormAlert
            message={signIn.isError ? errorMessage(signIn.error) : signIn.isIdle ? postedFailure : null}
          />
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <div className="mt-4 grid gap-3">
          <ForgotPasswordDialog />
        </div>
        <Link
          to={paths.home}
          className="mt-4 inline-flex min-h-6 items-center text-sm text-brand-700 underline"
        >
          Back to the site
        </Link>
      </div>
    </main>
  )
}
