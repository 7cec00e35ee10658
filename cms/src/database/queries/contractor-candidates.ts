import { and, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import {
  choosable,
  covers,
  fairOrder,
  medianResponseHours,
  type RequestExpressions,
} from '../../matching/choosable-contractors'
import { contractors } from '../schema'
import { aliasedTable } from './aliased-table'

/** A request as the matching reads it: the service's id, the ZIP code's state code and its city ("Houston, TX"). */
export type MatchRequest = { serviceId: string; state: string; city: string }

/** A contractor the rule admits: whether it covers the ZIP code, and its median hours to first answer (or null). */
export type Candidate = { id: string; covers: boolean; median_response_hours: number | null }

/** The request's columns in the query below: one row named `request`. */
const REQUEST: RequestExpressions = {
  serviceId: sql.raw('request.service_id'),
  state: sql.raw('request.state'),
  city: sql.raw('request.city'),
}

/**
 * The contractors the matching rule admits for the request, in its fair order, and whether each covers the ZIP
 * code and how soon it answers; only those who cover it when `coveringOnly`. At most `limit`.
 */
export const readContractorCandidates = async (
  payload: Payload,
  request: MatchRequest,
  { coveringOnly, limit }: { coveringOnly: boolean; limit: number },
): Promise<Candidate[]> => {
  const { row: c, from } = aliasedTable(contractors, 'c')
  const rule = coveringOnly ? and(choosable(c, REQUEST), covers(c, REQUEST)) : choosable(c, REQUEST)
  const result = await payload.db.drizzle.execute<Candidate>(sql`
    WITH request AS (
      SELECT ${request.serviceId}::uuid AS service_id, ${request.state}::text AS state, ${request.city}::text AS city
    )
    SELECT ${c.id} AS id, ${covers(c, REQUEST)} AS covers, response.hours AS median_response_hours
    FROM request, ${from}
    -- Once per admitted contractor, for the answer and the order alike.
    CROSS JOIN LATERAL (SELECT ${medianResponseHours(c)} AS hours) AS response
    WHERE ${rule}
    ORDER BY ${fairOrder(c, sql.raw('response.hours'))}
    LIMIT ${limit}`)
  return result.rows
}
