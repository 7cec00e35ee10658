import { z } from 'zod'

/** The sign-in form of the dashboard and of the contractor portal, as the page and the server check it. */
export const signInSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Please enter your password'),
})
export type SignInValues = z.infer<typeof signInSchema>

/**
 * Where a sign-in form posts when the page's script has not run yet (or never does): the server signs in and sends
 * the browser back to the page, with `?signIn=<outcome>` when it failed, which the form then shows.
 */
export const SIGN_IN_FORM_ACTION = '/api/sign-in'
export const SIGN_IN_OUTCOME_PARAM = 'signIn'

export const SIGN_IN_FAILURES = {
  invalid: 'Please enter your email address and your password.',
  refused: 'The email or password provided is incorrect.',
  limited: 'Too many failed sign-in attempts. Please try again in a few minutes.',
} as const
export type SignInFailure = keyof typeof SIGN_IN_FAILURES

export const isSignInFailure = (value: string | null): value is SignInFailure =>
  value !== null && Object.hasOwn(SIGN_IN_FAILURES, value)

/** The pages whose form may post here, and so where the server may send the browser back: /pro and /admin's. */
export const isSignInReturnPath = (path: string): boolean => /^\/(pro|admin)(\/[a-z0-9-]+)*$/.test(path)
