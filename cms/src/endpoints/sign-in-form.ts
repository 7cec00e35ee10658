import type { Endpoint, PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import {
  isSignInReturnPath,
  SIGN_IN_FORM_ACTION,
  SIGN_IN_OUTCOME_PARAM,
  signInSchema,
  type SignInFailure,
} from '../contracts/sign-in'
import { SITE_PATHS } from '../contracts/site-paths'
import { TooManySignIns } from '../hooks/signInLimits'
import { refusal } from '../server/refusals'

const seeOther = (location: string, headers: Record<string, string> = {}): Response =>
  new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', ...headers },
  })

const failed = (back: string, failure: SignInFailure): Response =>
  seeOther(`${back}?${SIGN_IN_OUTCOME_PARAM}=${failure}`)

/**
 * Only a page of our own may sign someone in: a form on another site posting here would sign a visitor in to the
 * account of that site's choosing. A browser sends Origin with every form POST.
 */
const fromOurOrigin = (req: PayloadRequest): boolean => {
  const origin = req.headers.get('origin')
  const ours = req.payload.config.csrf
  return Boolean(origin) && ours.includes(origin!)
}

const formOf = async (req: PayloadRequest): Promise<URLSearchParams> => {
  const [type] = (req.headers.get('content-type') ?? '').split(';', 1)
  return new URLSearchParams(type === 'application/x-www-form-urlencoded' ? await req.text!() : '')
}

/**
 * POST /api/sign-in: the sign-in forms of /pro and /admin as plain HTML forms, for a press of Sign in before the
 * page's script runs (or without scripts): Payload's sign-in, with its limits, then back to the page, signed in or
 * with what went wrong. Once the script runs, the form signs in through /api/users/login instead and stays put.
 */
export const signInFormEndpoint: Endpoint = {
  path: SIGN_IN_FORM_ACTION.slice(SITE_PATHS.api.length),
  method: 'post',
  handler: async (req) => {
    if (!fromOurOrigin(req)) return refusal(403, 'Sign in from the sign-in page.')
    const form = await formOf(req)
    const next = form.get('next') ?? ''
    const back = isSignInReturnPath(next) ? next : SITE_PATHS.pro
    const parsed = signInSchema.safeParse({ email: form.get('email'), password: form.get('password') })
    if (!parsed.success) return failed(back, 'invalid')
    try {
      const { token } = await req.payload.login({ collection: 'users', data: parsed.data, req })
      const users = req.payload.collections.users.config
      const cookie = generatePayloadCookie({
        collectionAuthConfig: users.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: token!,
      })
      return seeOther(back, { 'Set-Cookie': cookie })
    } catch (error) {
      if (error instanceof TooManySignIns) return failed(back, 'limited')
      if ((error as { status?: unknown }).status === 401) return failed(back, 'refused')
      throw error
    }
  },
}
