import type { Payload, PayloadHandler, PayloadRequest } from 'payload'

import { FORGOT_PASSWORD_MESSAGES, forgotPasswordSchema } from '../contracts/forgot-password'
import { SITE_PATHS } from '../contracts/site-paths'
import { poolOf } from '../database/pool'
import { attemptOf } from '../hooks/signInLimits'
import { createRateLimit, type RateLimit } from '../server/rate-limits'
import { privateJson } from './answers'
import { refusal } from '../server/refusals'
import { setPasswordLink } from '../email/account-emails'
import { sendEmail } from '../email/send-email'

/**
 * Asks for a set-password link, anonymously: limited like sign-in, per address and per (account, address), and
 * at most a few emails an hour to one account whoever asks (past that the answer is the same, and no email goes).
 */
export const FORGOT_PASSWORD_LIMITS = {
  perAddress: { limit: 10, windowMs: 15 * 60 * 1000 },
  perAccountAddress: { limit: 3, windowMs: 15 * 60 * 1000 },
  emailsPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const

/** How long a new link works (Payload's own default). */
export const RESET_LINK_HOURS = 1

type Limits = Record<keyof typeof FORGOT_PASSWORD_LIMITS, RateLimit>

const limitsOf = new WeakMap<Payload, Limits>()

const limits = (payload: Payload): Limits => {
  let found = limitsOf.get(payload)
  if (!found) {
    const pool = poolOf(payload)
    const { perAddress, perAccountAddress, emailsPerAccount } = FORGOT_PASSWORD_LIMITS
    found = {
      perAddress: createRateLimit({ pool, name: 'forgot-password-address', ...perAddress }),
      perAccountAddress: createRateLimit({
        pool,
        name: 'forgot-password-account-address',
        ...perAccountAddress,
      }),
      emailsPerAccount: createRateLimit({ pool, name: 'forgot-password-account', ...emailsPerAccount }),
    }
    limitsOf.set(payload, found)
  }
  return found
}

const tooMany = (retryAfterSeconds: number): Response => {
  const response = refusal(429, 'Too many password reset requests. Please try again later.')
  response.headers.set('Retry-After', String(Math.max(1, retryAfterSeconds)))
  return response
}

type Account = {
  id: string
  email: string
  role: string
  resetPasswordToken?: string | null
  resetPasswordExpiration?: string | null
}

/** Where the link leads: a contractor sets a password at /pro, the team in the panel. */
const linkFor = (payload: Payload, account: Account, token: string): string =>
  account.role === 'contractor'
    ? `${payload.config.serverURL}${SITE_PATHS.proSetPassword}?token=${encodeURIComponent(token)}`
    : `${payload.config.serverURL}${SITE_PATHS.cms}/reset/${encodeURIComponent(token)}`

/**
 * The link still unused, or a new one. An unused link is sent again rather than replaced: replacing it (as Payload
 * does) let one anonymous request void a contractor's invitation, whose link is the same reset token.
 */
const liveToken = async (
  req: PayloadRequest,
  account: Account,
): Promise<{ token: string; expires: number }> => {
  const expires = Date.parse(account.resetPasswordExpiration ?? '')
  if (account.resetPasswordToken && expires > Date.now())
    return { token: account.resetPasswordToken, expires }
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email: account.email },
    disableEmail: true,
    expiration: RESET_LINK_HOURS * 60 * 60 * 1000,
    req,
  })
  return { token, expires: Date.now() + RESET_LINK_HOURS * 60 * 60 * 1000 }
}

/**
 * POST /api/users/forgot-password, in place of Payload's: the same answer whether or not the email is an account,
 * an email with a set-password link to the account's own address, and never a link voided by someone else's ask.
 */
export const forgotPasswordHandler: PayloadHandler = async (req) => {
  const parsed = forgotPasswordSchema.safeParse(req.data)
  if (!parsed.success) return refusal(400, FORGOT_PASSWORD_MESSAGES.email, 'email')
  const attempt = attemptOf({ data: parsed.data }, req.headers)
  const { perAddress, perAccountAddress, emailsPerAccount } = limits(req.payload)
  if (attempt?.address) {
    const byAddress = await perAddress.take(attempt.address)
    if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds)
    const byPair = await perAccountAddress.take(`${attempt.account} ${attempt.address}`)
    if (!byPair.allowed) return tooMany(byPair.retryAfterSeconds)
  }
  const answer = privateJson({ message: req.t('general:success') })
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: parsed.data.email } },
    req,
  })) as Account | null
  if (!account) return answer
  if (!(await emailsPerAccount.take(account.email)).allowed) return answer
  const { token, expires } = await liveToken(req, account)
  const hours = Math.max(1, Math.round((expires - Date.now()) / (60 * 60 * 1000)))
  // A mail server that fails answers the same: an error only for accounts would tell which emails are accounts.
  await sendEmail(
    req,
    account.email,
    setPasswordLink({ url: linkFor(req.payload, account, token), hours }),
  ).catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'A set-password email failed' }))
  return answer
}
