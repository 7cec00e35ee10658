import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { alias, type AnyPgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

import { MIN_ANSWERS_FOR_RESPONSE_TIME } from '../contracts/contractor-match'
import { aliasedTable } from '../database/queries/aliased-table'
import { toQuery } from '../database/queries/render-sql'
import {
  contractors,
  contractors_rels,
  contractors_states,
  contractors_texts,
  referrals,
} from '../database/schema'

/**
 * Who may quote a request, and in which order: the one definition of the rule, in SQL only
 * (docs/decisions/0003-matching-rule-in-sql.md), read by the select step's list and the location pages' top
 * contractors (database/queries/contractor-candidates.ts) and by the quote requests' write
 * (database/queries/store-quote-request.ts), so what the homeowner is offered and what the server accepts cannot
 * drift.
 *
 * Each fragment reads a contractor row (the contractors table under an alias) and a request as three SQL
 * expressions: the service's id, the ZIP code's state code ("TX") and its city as contractors write it
 * ("Houston, TX").
 */

/** A contractor row as the rule reads it: the contractors table, under the alias the query gives it. */
export type ContractorRow = {
  id: AnyPgColumn
  isActive: AnyPgColumn
  rating: AnyPgColumn
  externalRating_rating: AnyPgColumn
  externalRating_count: AnyPgColumn
  name: AnyPgColumn
  licensedUntil: AnyPgColumn
  insuredUntil: AnyPgColumn
}

/** The SQL expressions a rule reads the request from. */
export type RequestExpressions = { serviceId: SQL; state: SQL; city: SQL }

/**
 * The contractor's checks are current: a verified licence and a verified insurance policy, neither expired (the
 * dates the records' hooks keep, collections/Credentials/). Read at the moment of the query, so a contractor whose
 * check lapses drops out that instant, with no job to run.
 */
export const checksCurrent = (c: ContractorRow): SQL =>
  sql`(${c.licensedUntil} > now() AND ${c.insuredUntil} > now())`

/** The contractor offers the request's service. */
const offers = (c: ContractorRow, request: RequestExpressions): SQL => {
  const { row: offered, from } = aliasedTable(contractors_rels, 'offered')
  return sql`EXISTS (SELECT 1 FROM ${from}
    WHERE ${offered.parent} = ${c.id} AND ${offered.path} = 'services' AND ${offered.servicesID} = ${request.serviceId})`
}

/** The contractor covers the whole of the request's state. */
const coversState = (c: ContractorRow, request: RequestExpressions): SQL => {
  const { row: covered, from } = aliasedTable(contractors_states, 'covered')
  return sql`EXISTS (SELECT 1 FROM ${from}
    WHERE ${covered.parent} = ${c.id} AND ${covered.value}::text = ${request.state})`
}

/** The contractor lists a city matching `city` (an expression compared with `=` or `LIKE`). */
const listsCity = (c: ContractorRow, comparison: (text: AnyPgColumn) => SQL): SQL => {
  const { row: covered, from } = aliasedTable(contractors_texts, 'covered')
  return sql`EXISTS (SELECT 1 FROM ${from}
    WHERE ${covered.parent} = ${c.id} AND ${covered.path} = 'cities' AND ${comparison(covered.text)})`
}

/**
 * The contractor covers the request's ZIP code: it covers the ZIP code's whole state, or lists its city. A firm
 * that covers every state is nationwide, and so covers every ZIP code for the services it offers.
 */
export const covers = (c: ContractorRow, request: RequestExpressions): SQL =>
  sql`(${coversState(c, request)} OR ${listsCity(c, (text) => sql`${text} = ${request.city}`)})`

/** The contractor works somewhere in the request's state: the whole state, or one of its cities ("Dallas, TX"). */
const worksInState = (c: ContractorRow, request: RequestExpressions): SQL =>
  sql`(${coversState(c, request)} OR ${listsCity(c, (text) => sql`${text} LIKE '%, ' || ${request.state}`)})`

/**
 * Who may be chosen for a request: an active contractor whose checks are current, offering the service, who covers
 * the ZIP code; where none does, one offering the service in another city of the same state. Never a contractor
 * whose area lies wholly in other states: a roofer of Florida is no answer to a roof in Houston.
 */
export const choosable = (c: ContractorRow, request: RequestExpressions): SQL => {
  const { row: other, from } = aliasedTable(contractors, 'other')
  return sql`(${c.isActive}
  AND ${checksCurrent(c)}
  AND ${offers(c, request)}
  AND (${covers(c, request)}
    OR (${worksInState(c, request)} AND NOT EXISTS (SELECT 1 FROM ${from}
      WHERE ${other.isActive} AND ${checksCurrent(other)} AND ${offers(other, request)} AND ${covers(other, request)}))))`
}

/** How many of a contractor's latest answers its median time to first answer reads. */
export const RESPONSE_TIME_WINDOW = 100

/**
 * The contractor's median time to first answer in hours, over its latest RESPONSE_TIME_WINDOW answered requests
 * (percentile_cont interpolates: an even count's median is the mean of the middle two); null under
 * MIN_ANSWERS_FOR_RESPONSE_TIME answers, which say too little to show or to sort on. The window keeps the figure
 * current and its cost bounded: it reads the index on (contractor_id, created_at) backwards
 * (docs/decisions/0003-matching-rule-in-sql.md has the measurement).
 */
export const medianResponseHours = (c: ContractorRow): SQL => {
  const { row: answered, from } = aliasedTable(referrals, 'answered')
  return sql`(SELECT CASE WHEN count(*) >= ${sql.raw(String(MIN_ANSWERS_FOR_RESPONSE_TIME))}
      THEN percentile_cont(0.5) WITHIN GROUP (ORDER BY latest.hours)
    END
    FROM (SELECT extract(epoch FROM ${answered.respondedAt} - ${answered.createdAt}) / 3600 AS hours
      FROM ${from} WHERE ${answered.contractor} = ${c.id} AND ${answered.respondedAt} IS NOT NULL
      ORDER BY ${answered.createdAt} DESC LIMIT ${sql.raw(String(RESPONSE_TIME_WINDOW))}) AS latest)`
}

/**
 * The order contractors are offered in (docs/decisions/0003-matching-rule-in-sql.md): the verified rating first
 * (none: after every rated one), then the measured median time to first answer (faster first, unmeasured after),
 * then a rating from elsewhere, which only orders those the marketplace knows nothing of yet. Among equals the one
 * sent a request least recently comes first (never sent one: first of all), so equals take turns at the top of the
 * list instead of the same one taking every lead; then the most reviewed elsewhere, then the name, so the order is
 * stable between two reads when nothing changed. `responseHours` is `medianResponseHours(c)`, or a column a query
 * computed it into once.
 */
export const fairOrder = (c: ContractorRow, responseHours: SQL = medianResponseHours(c)): SQL => {
  const { row: sent, from } = aliasedTable(referrals, 'sent')
  return sql`${c.rating} DESC NULLS LAST,
  ${responseHours} ASC NULLS LAST,
  ${c.externalRating_rating} DESC NULLS LAST,
  (SELECT max(${sent.createdAt}) FROM ${from} WHERE ${sent.contractor} = ${c.id}) ASC NULLS FIRST,
  ${c.externalRating_count} DESC NULLS LAST, ${c.name}, ${c.id}`
}

/** The SQL expressions (as text) a rule reads the request from, for `choosableSql`. */
export type RequestColumns = { serviceId: string; state: string; city: string }

/**
 * `choosable` as plain SQL text, for the quote requests' write: a named prepared statement on a `pg` pool rather
 * than a Drizzle query. `c` is the contractors table's alias in that statement.
 */
export const choosableSql = (c: string, request: RequestColumns): string => {
  const { text, values } = toQuery(
    choosable(alias(contractors, c), {
      serviceId: sql.raw(request.serviceId),
      state: sql.raw(request.state),
      city: sql.raw(request.city),
    }),
  )
  // The rule holds no values of its own: a parameter here would be numbered apart from the statement's.
  if (values.length > 0) throw new Error('the matching rule rendered with parameters')
  return text
}
