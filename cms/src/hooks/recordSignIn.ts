import type { CollectionAfterLoginHook, CollectionAfterOperationHook, PayloadRequest } from 'payload'

/**
 * Written straight to the row: an update through Payload would run the collection's hooks and rewrite the account's
 * sessions, and only a successful sign-in gets here, so it tells nothing about which emails are accounts.
 */
const stamp = async (req: PayloadRequest, id: string | number): Promise<void> => {
  await req.payload.db.updateOne({
    collection: 'users',
    id,
    data: { lastSignInAt: new Date().toISOString() },
    req,
    returning: false,
  })
}

/** Each successful sign-in is when the account last signed in (the Contractors tab shows it to staff). */
export const recordSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await stamp(req, (user as { id: string }).id)
  return user
}

/** Setting a password from a link signs its owner in too. */
export const recordPasswordSet: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const id = (result as { user?: { id?: string } } | undefined)?.user?.id
  if (id) await stamp(req, id)
  return result
}
