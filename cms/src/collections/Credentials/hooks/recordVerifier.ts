import type { CollectionBeforeChangeHook } from 'payload'

type VerificationData = {
  id: string
  verifiedOn?: string | null
  verifiedBy?: string | { id: string } | null
  expiresOn?: string
  expiryNoticeSentAt?: string | null
}

const instantOf = (date: string | null | undefined): number | null => (date ? new Date(date).getTime() : null)

/**
 * Who vouched for a record is whoever set or changed its `verifiedOn` (none when it is cleared or set by the seed or
 * a script); and a new expiry (a renewal) is one the contractor has not been told of yet.
 */
export const recordVerifier: CollectionBeforeChangeHook<VerificationData> = ({ data, originalDoc, req }) => {
  const before = originalDoc as VerificationData | undefined
  if ('verifiedOn' in data && instantOf(data.verifiedOn) !== instantOf(before?.verifiedOn)) {
    data.verifiedBy = data.verifiedOn && req.user?.collection === 'users' ? req.user.id : null
  }
  if ('expiresOn' in data && before && instantOf(data.expiresOn) !== instantOf(before.expiresOn)) {
    data.expiryNoticeSentAt = null
  }
  return data
}
