import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { poolOf } from '../database/pool'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { createRateLimit, type RateLimit } from '../server/rate-limits'

/**
 * Failed sign-ins, counted three ways in a window. An address is refused (429) past its limit, over all accounts
 * (one address tried 6,800 passwords a minute), and sooner on any one account. An account is never refused: an
 * attacker failing on it from many addresses would keep its owner out (the owner was refused 31 times of 33 in 11
 * minutes when it was). Past a few failures each attempt on the account waits instead, twice as long as the last
 * up to a few seconds, so the owner still signs in, a little slower, while guessing slows down. Accounts that do
 * not exist are counted the same way, so no answer tells which emails are accounts.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { limit: 20, windowMs: 15 * 60 * 1000 },
  perAccountAddress: { limit: 5, windowMs: 15 * 60 * 1000 },
  perAccount: { free: 10, windowMs: 15 * 60 * 1000, firstDelayMs: 250, maxDelayMs: 4000 },
} as const

/** How long an attempt on an account waits after that many failures on it in the window. */
export const accountBackoffMs = (failures: number): number => {
  const { free, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.perAccount
  return failures <= free ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - free - 1))
}

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

/** A 429 with the wait as Retry-After too, which Payload sends with the error's answer. */
export const tooMany = (req: PayloadRequest, retryAfterSeconds: number): TooManySignIns => {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(Math.max(1, retryAfterSeconds)))
  return new TooManySignIns(retryAfterSeconds)
}

type SignInLimits = { perAddress: RateLimit; perAccountAddress: RateLimit; perAccount: RateLimit }

const limitsOf = new WeakMap<Payload, SignInLimits>()

const limits = (payload: Payload): SignInLimits => {
  let found = limitsOf.get(payload)
  if (!found) {
    const pool = poolOf(payload)
    const { perAddress, perAccountAddress, perAccount } = SIGN_IN_LIMITS
    found = {
      perAddress: createRateLimit({ pool, name: 'sign-in-address', ...perAddress }),
      perAccountAddress: createRateLimit({ pool, name: 'sign-in-account-address', ...perAccountAddress }),
      // Counted, never refused: the count sets the wait (accountBackoffMs).
      perAccount: createRateLimit({
        pool,
        name: 'sign-in-account',
        limit: Number.MAX_SAFE_INTEGER,
        windowMs: perAccount.windowMs,
      }),
    }
    limitsOf.set(payload, found)
  }
  return found
}

type Attempt = { address: string | null; account: string }

/** The account an auth request names, and the address the server says it came from. */
export const attemptOf = (args: { data?: unknown }, headers: Headers): Attempt | null => {
  const data = args.data
  const email = data && typeof data === 'object' ? (data as { email?: unknown }).email : undefined
  if (typeof email !== 'string') return null
  // Requests that did not come through the server (the Local API, tests of Payload's routing) have no address.
  return { address: headers.get(CLIENT_ADDRESS_HEADER) || null, account: email.toLowerCase().trim() }
}

const pairKey = ({ account, address }: Attempt) => `${account} ${address}`

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Every sign-in attempt costs a point of its address, of its (account, address) pair and of its account, and a
 * successful one gives them back (throttleSignInSuccess), so only failures add up. Over the address's or the pair's
 * limit the attempt is refused before the password is checked; the account's count only makes it wait.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const attempt = attemptOf(args, req.headers)
  if (!attempt) return args
  const { perAddress, perAccountAddress, perAccount } = limits(req.payload)
  if (attempt.address) {
    const byAddress = await perAddress.take(attempt.address)
    if (!byAddress.allowed) throw tooMany(req, byAddress.retryAfterSeconds)
    const byPair = await perAccountAddress.take(pairKey(attempt))
    if (!byPair.allowed) throw tooMany(req, byPair.retryAfterSeconds)
  }
  const byAccount = await perAccount.take(attempt.account)
  await wait(accountBackoffMs(byAccount.attempts - 1))
  return args
}

export const throttleSignInSuccess: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = {
    address: req.headers.get(CLIENT_ADDRESS_HEADER),
    account: String(user.email).toLowerCase(),
  }
  const { perAddress, perAccountAddress, perAccount } = limits(req.payload)
  if (attempt.address) {
    await perAddress.giveBack(attempt.address)
    await perAccountAddress.giveBack(pairKey(attempt))
  }
  await perAccount.giveBack(attempt.account)
  return user
}

/**
 * An admin unlocking an account (POST /api/users/unlock, admins only) clears its failed sign-ins, so its owner signs
 * in again without the wait.
 */
export const liftSignInLock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock') return result
  const { email } = ((args as { data?: unknown }).data ?? {}) as { email?: unknown }
  if (typeof email === 'string') await limits(req.payload).perAccount.forget(email.toLowerCase().trim())
  return result
}
