import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Payload,
} from 'payload'

import { poolOf } from '../database/pool'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { createRateLimit, type RateLimit } from '../server/rate-limits'

/**
 * Failed sign-ins allowed per client address, then per account, in a window. The address is throttled first and
 * harder (one address tried 6,800 passwords a minute); the account's limit is short, so that someone failing
 * on purpose from many addresses keeps a member of staff out for minutes, not hours. Accounts that do not exist
 * are counted the same way, so the limit tells no one which emails are accounts.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { limit: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 10, windowMs: 5 * 60 * 1000 },
} as const

/** Logged at info (payload.config.ts loggingLevels): a refused guess is not a server error. */
export class TooManySignIns extends APIError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    super(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      undefined,
      true,
    )
    this.name = 'TooManySignIns'
  }
}

const limitsOf = new WeakMap<Payload, { perAddress: RateLimit; perAccount: RateLimit }>()

const limits = (payload: Payload) => {
  let found = limitsOf.get(payload)
  if (!found) {
    const pool = poolOf(payload)
    found = {
      perAddress: createRateLimit({ pool, name: 'sign-in-address', ...SIGN_IN_LIMITS.perAddress }),
      perAccount: createRateLimit({ pool, name: 'sign-in-account', ...SIGN_IN_LIMITS.perAccount }),
    }
    limitsOf.set(payload, found)
  }
  return found
}

type Attempt = { address: string | null; account: string }

const attemptOf = (args: { data?: unknown }, headers: Headers): Attempt | null => {
  const { email } = (args.data ?? {}) as { email?: unknown }
  if (typeof email !== 'string') return null
  // Requests that did not come through the server (the Local API, tests of Payload's routing) have no address.
  return { address: headers.get(CLIENT_ADDRESS_HEADER) || null, account: email.toLowerCase().trim() }
}

/**
 * Every sign-in attempt costs a point of its address and of its account, and a successful one gives both back
 * (throttleSignInSuccess), so only failures add up. Over either limit the attempt is refused before the password
 * is checked.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const attempt = attemptOf(args, req.headers)
  if (!attempt) return args
  const { perAddress, perAccount } = limits(req.payload)
  if (attempt.address) {
    const byAddress = await perAddress.take(attempt.address)
    if (!byAddress.allowed) throw new TooManySignIns(byAddress.retryAfterSeconds)
  }
  const byAccount = await perAccount.take(attempt.account)
  if (!byAccount.allowed) throw new TooManySignIns(byAccount.retryAfterSeconds)
  return args
}

export const throttleSignInSuccess: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = req.headers.get(CLIENT_ADDRESS_HEADER)
  const { perAddress, perAccount } = limits(req.payload)
  if (address) await perAddress.giveBack(address)
  await perAccount.giveBack(String(user.email).toLowerCase())
  return user
}

/**
 * An admin unlocking an account (POST /api/users/unlock, admins only) clears its failed sign-ins, so its owner can
 * sign in again without waiting out the window.
 */
export const liftSignInLock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock') return result
  const { email } = ((args as { data?: unknown }).data ?? {}) as { email?: unknown }
  if (typeof email === 'string') await limits(req.payload).perAccount.forget(email.toLowerCase().trim())
  return result
}
