import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'

import type { ReferralStatus } from '../../contracts/lead-options'
import type { Database } from '../transaction'
import { leads, referrals } from '../schema'

/**
 * The company's referral, locked until the transaction ends, with its status and whether its lead was withdrawn
 * (null when the company has no such referral). Its lead is locked first, as the homeowner's actions lock theirs
 * first, so two changes never wait on each other in opposite orders.
 */
export const lockCompanyReferral = async (
  db: Database,
  id: string,
  company: string,
): Promise<{ status: ReferralStatus; withdrawn: boolean } | null> => {
  const ofCompany = and(eq(referrals.id, id), eq(referrals.contractor, company))
  await db.execute(
    sql`SELECT 1 FROM ${leads} WHERE ${leads.id} = (SELECT ${referrals.lead} FROM ${referrals} WHERE ${ofCompany}) FOR UPDATE`,
  )
  const [row] = await db
    .select({ status: referrals.status, withdrawn: sql<boolean>`${leads.withdrawnAt} IS NOT NULL` })
    .from(referrals)
    .innerJoin(leads, eq(leads.id, referrals.lead))
    .where(ofCompany)
    .for('update', { of: referrals })
  return row ?? null
}
