import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * How Payload hashes a password it stores (pbkdf2-sha256-v1: 600,000 rounds, 32 bytes). Payload does not export
 * these; cms/test/hostile-review.int.test.ts checks them against a hash Payload made, so an upgrade that changes them fails
 * there rather than quietly making the decoy cheaper.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const derive = promisify(pbkdf2)

/** The work of checking a password, spent on nothing. */
export const decoyPasswordCheck = async (password: string): Promise<void> => {
  await derive(
    password,
    randomBytes(32).toString('hex'),
    PASSWORD_HASH.iterations,
    PASSWORD_HASH.keyLength,
    PASSWORD_HASH.digest,
  )
}

/**
 * Sign-in takes as long whether or not the email is an account: Payload answers an unknown email at once but
 * spends a password hash on a real one, so the answer's timing told which emails are staff
 * accounts. For an unknown email the same hash is spent here, before Payload refuses it.
 */
export const equalSignInTime: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
  collection,
}) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || typeof password !== 'string') return args
  const account = await req.payload.db.findOne({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    req,
  })
  if (!account) await decoyPasswordCheck(password)
  return args
}
