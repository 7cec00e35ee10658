import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { errorProps, FieldError, fieldClass, labelClass } from '@/components/ui/field-styles'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { errorMessage } from '@/lib/error-message'

import { signInSchema, useSignIn, type SignInValues } from '../api/session'

/** The dashboard's door: Payload's login, which sets an HttpOnly cookie the API reads from then on. */
export const SignInForm = () => {
  const signIn = useSignIn()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Sign in to the dashboard</h1>
        <p className="mt-2 text-sm text-slate-600">
          For the {site.name} team. Editors are taken on to the content panel.
        </p>
        <form
          noValidate
          className="mt-6 grid gap-4"
          onSubmit={handleSubmit((values) => signIn.mutate(values))}
        >
          <div>
            <label htmlFor="sign-in-email" className={labelClass}>
              Email
            </label>
            <input
              id="sign-in-email"
              type="email"
              autoComplete="username"
              className={fieldClass(Boolean(errors.email))}
              {...errorProps('sign-in-email-error', errors.email?.message)}
              {...register('email')}
            />
            <FieldError id="sign-in-email-error" message={errors.email?.message} />
          </div>
          <div>
            <label htmlFor="sign-in-password" className={labelClass}>
              Password
            </label>
            <input
              id="sign-in-password"
              type="password"
              autoComplete="current-password"
              className={fieldClass(Boolean(errors.password))}
              {...errorProps('sign-in-password-error', errors.password?.message)}
              {...register('password')}
            />
            <FieldError id="sign-in-password-error" message={errors.password?.message} />
          </div>
          {signIn.isError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(signIn.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <Link to={paths.home} className="mt-6 inline-block text-sm text-brand-700 underline">
          Back to the site
        </Link>
      </div>
    </main>
  )
}
