import type { PayloadRequest } from 'payload'

import { EXPIRY_NOTICE_DAYS } from '../contracts/credentials'
import { SITE_PATHS } from '../contracts/site-paths'
import { markExpiryNoticeSent, type CredentialCollection } from '../database/queries/contractor-credentials'
import { drizzleOf } from '../database/transaction'
import type { InsurancePolicy, Licence } from '../payload-types'
import { credentialExpiryNotice, type ExpiringCredential } from './credential-expiry-emails'
import { queueEmails } from './queue/queue-emails'
import type { SentTo } from './quote-email-job'
import { sendEmail } from './send-email'

const DAY_MS = 24 * 60 * 60 * 1000

type CredentialRecord = Licence | InsurancePolicy

const sameInstant = (a: string, b: string): boolean => new Date(a).getTime() === new Date(b).getTime()

const idOf = (relation: string | { id: string }): string =>
  typeof relation === 'string' ? relation : relation.id

/**
 * Queues the notice of a verified record's expiry, due EXPIRY_NOTICE_DAYS before it (at once when that is past).
 * The job names the expiry it is for: a renewal (a new `expiresOn`) is a new notice, and the old one, sent at its
 * time, finds the record changed and sends nothing. Nothing for a record not verified, already expired, or whose
 * expiry was already told.
 */
export const queueExpiryNotice = async (
  req: PayloadRequest,
  collection: CredentialCollection,
  record: CredentialRecord,
  now: Date = new Date(),
): Promise<void> => {
  if (!record.verifiedOn || record.expiryNoticeSentAt) return
  const expires = new Date(record.expiresOn)
  if (expires.getTime() <= now.getTime()) return
  const due = new Date(Math.max(now.getTime(), expires.getTime() - EXPIRY_NOTICE_DAYS * DAY_MS))
  await queueEmails(
    req,
    [{ type: 'credentialExpiry', collection, recordId: record.id, expiresOn: expires.toISOString() }],
    { startAfter: due },
  )
}

const credentialOf = (collection: CredentialCollection, record: CredentialRecord): ExpiringCredential =>
  collection === 'licences'
    ? { kind: 'licence', state: (record as Licence).state, number: (record as Licence).number }
    : {
        kind: 'insurance',
        carrier: (record as InsurancePolicy).carrier,
        policyNumber: (record as InsurancePolicy).policyNumber,
      }

/**
 * Tells the contractor's leads address that a record expires soon, if it still does: the record is still verified,
 * still expires on the day the job was queued for, and nobody was told of that expiry yet. Then notes that it was.
 */
export const sendCredentialExpiryNotice = async (
  req: PayloadRequest,
  input: { collection: CredentialCollection; recordId: string; expiresOn: string },
): Promise<SentTo> => {
  const { payload } = req
  const record: CredentialRecord | null = await payload.findByID({
    collection: input.collection,
    id: input.recordId,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (
    !record ||
    !record.verifiedOn ||
    record.expiryNoticeSentAt ||
    !sameInstant(record.expiresOn, input.expiresOn)
  )
    return { to: '' }
  const contractor = await payload.findByID({
    collection: 'contractors',
    id: idOf(record.contractor),
    depth: 0,
    disableErrors: true,
    req,
  })
  const to = contractor?.contact?.email
  if (!contractor || !to) {
    payload.logger.warn({ msg: 'No address for a credential expiry notice; not sent', recordId: record.id })
    return { to: '' }
  }
  await sendEmail(
    req,
    to,
    credentialExpiryNotice({
      company: contractor.name,
      credential: credentialOf(input.collection, record),
      expiresOn: record.expiresOn,
      portalUrl: `${payload.config.serverURL}${SITE_PATHS.pro}`,
    }),
  )
  await markExpiryNoticeSent(await drizzleOf(req), input.collection, record.id)
  return { to }
}
