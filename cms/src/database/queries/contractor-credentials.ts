import { and, eq, isNotNull, max, sql } from '@payloadcms/db-postgres/drizzle'

import type { Database } from '../transaction'
import { contractors, insurance_policies, licences } from '../schema'

/**
 * Keeps a contractor's `licensedUntil` and `insuredUntil` (what its badges and the matching rule read) equal to
 * its records: the latest expiry among its verified licences, and among its verified insurance policies; empty when
 * none is verified. An expired record still counts here, so staff see when the checks lapsed; the badges and the
 * matching compare the date with now. Run on the transaction of the change to a record, so the two commit together.
 */
export const recomputeContractorCredentials = async (db: Database, contractorId: string): Promise<void> => {
  await db
    .update(contractors)
    .set({
      licensedUntil: sql`(${db
        .select({ until: max(licences.expiresOn) })
        .from(licences)
        .where(and(eq(licences.contractor, contractorId), isNotNull(licences.verifiedOn)))})`,
      insuredUntil: sql`(${db
        .select({ until: max(insurance_policies.expiresOn) })
        .from(insurance_policies)
        .where(
          and(eq(insurance_policies.contractor, contractorId), isNotNull(insurance_policies.verifiedOn)),
        )})`,
    })
    .where(eq(contractors.id, contractorId))
}

/** The collections of credential records. */
export type CredentialCollection = 'licences' | 'insurance-policies'

const TABLES = { licences, 'insurance-policies': insurance_policies } as const

/**
 * Notes that a record's expiry was told, in SQL rather than through the collection: the note is not a change staff
 * made, so it neither recomputes the badges nor queues another notice.
 */
export const markExpiryNoticeSent = async (
  db: Database,
  collection: CredentialCollection,
  recordId: string,
): Promise<void> => {
  const table = TABLES[collection]
  await db
    .update(table)
    .set({ expiryNoticeSentAt: sql`now()` })
    .where(eq(table.id, recordId))
}
