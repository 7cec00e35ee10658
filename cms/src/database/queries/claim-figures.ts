import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { leads, referrals, referrals_history, reviews } from '../schema'

/** The counts behind the marketing figures; counts come back as text (bigint). */
export type ClaimCounts = {
  won: string
  reviews: string
  average_rating: number | string | null
  satisfied: string
  response_base: string
  answered_within: string
  quoted: string
  quoted_within: string
}

/**
 * What the data says of each claim, in one snapshot: won referrals; the published reviews' count, mean and how many
 * rated 4 or 5; of the referrals that were answered or have waited longer than `responseHours`, how many were first
 * answered within it; of the quoted referrals, how many were first quoted within `quoteHours` of their lead.
 */
export const readClaimCounts = async (
  payload: Payload,
  { responseHours, quoteHours }: { responseHours: number; quoteHours: number },
): Promise<ClaimCounts> => {
  const result = await payload.db.drizzle.execute<ClaimCounts>(sql`
    WITH first_quote AS (
      SELECT ${referrals_history._parentID} AS referral_id, min(${referrals_history.at}) AS at
      FROM ${referrals_history} WHERE ${referrals_history.status} = 'quoted'
      GROUP BY ${referrals_history._parentID}
    )
    SELECT
      (SELECT count(*) FROM ${referrals} WHERE ${referrals.status} = 'won') AS won,
      published.reviews, published.average_rating, published.satisfied,
      response.base AS response_base, response.within AS answered_within,
      quotes.quoted, quotes.within AS quoted_within
    FROM
      (SELECT count(*) AS reviews, avg(${reviews.rating})::float8 AS average_rating,
          count(*) FILTER (WHERE ${reviews.rating} >= 4) AS satisfied
        FROM ${reviews} WHERE ${reviews.status} = 'published') AS published,
      (SELECT
          count(*) FILTER (WHERE ${referrals.respondedAt} IS NOT NULL
            OR ${referrals.createdAt} <= now() - ${responseHours} * interval '1 hour') AS base,
          count(*) FILTER (WHERE ${referrals.respondedAt}
            <= ${referrals.createdAt} + ${responseHours} * interval '1 hour') AS within
        FROM ${referrals}) AS response,
      (SELECT count(*) AS quoted,
          count(*) FILTER (WHERE first_quote.at <= ${leads.createdAt} + ${quoteHours} * interval '1 hour') AS within
        FROM first_quote
        JOIN ${referrals} ON ${referrals.id} = first_quote.referral_id
        JOIN ${leads} ON ${leads.id} = ${referrals.lead}) AS quotes
  `)
  return result.rows[0]!
}
