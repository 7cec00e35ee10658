import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { contractors, leads, referrals } from '../schema'

/** The dashboard's counts; PostgreSQL gives count(*) as text (bigint). */
export type DashboardCounts = {
  total_leads: string
  active_contractors: string
  total_referrals: string
  converted_leads: string
}

/** The dashboard's counts in one statement, so they come from one snapshot. */
export const readDashboardCounts = async (payload: Payload): Promise<DashboardCounts> => {
  const result = await payload.db.drizzle.execute<DashboardCounts>(sql`
    SELECT
      (SELECT count(*) FROM ${leads}) AS total_leads,
      (SELECT count(*) FROM ${contractors} WHERE ${contractors.isActive}) AS active_contractors,
      (SELECT count(*) FROM ${referrals}) AS total_referrals,
      (SELECT count(DISTINCT ${referrals.lead}) FROM ${referrals}) AS converted_leads
  `)
  const counts = result.rows[0]
  if (!counts) throw new Error('the dashboard counts query returned no row')
  return counts
}
