import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import {
  recomputeContractorCredentials,
  type CredentialCollection,
} from '../../../database/queries/contractor-credentials'
import { drizzleOf } from '../../../database/transaction'
import { queueExpiryNotice } from '../../../email/credential-expiry-email-job'
import type { InsurancePolicy, Licence } from '../../../payload-types'
import { announceContentChange } from '../../../runtime/content-changes'

type CredentialRecord = Licence | InsurancePolicy

/** A created record has no previous one: Payload hands an empty object. */
const contractorIdOf = (record: Partial<CredentialRecord> | undefined): string | undefined =>
  typeof record?.contractor === 'object' ? record.contractor.id : record?.contractor

/**
 * The contractor's `licensedUntil` / `insuredUntil` recomputed from its records (both contractors', when a record
 * moved), in the change's transaction; then every public page that offers or shows contractors is out of date.
 */
const refreshContractors = async (
  req: PayloadRequest,
  records: (Partial<CredentialRecord> | undefined)[],
) => {
  const db = await drizzleOf(req)
  const ids = new Set(records.map(contractorIdOf).filter((id) => id !== undefined))
  for (const id of ids) await recomputeContractorCredentials(db, id)
  await announceContentChange(req, 'contractors')
}

/** After a record is saved: the contractor's badges and matching follow it, and its expiry notice is queued. */
export const keepContractorCredentials: CollectionAfterChangeHook<CredentialRecord> = async ({
  doc,
  previousDoc,
  collection,
  req,
}) => {
  await refreshContractors(req, [doc, previousDoc])
  await queueExpiryNotice(req, collection.slug as CredentialCollection, doc)
  return doc
}

/** After a record is deleted: it earns nothing any more. */
export const dropContractorCredentials: CollectionAfterDeleteHook<CredentialRecord> = async ({
  doc,
  req,
}) => {
  await refreshContractors(req, [doc])
  return doc
}
