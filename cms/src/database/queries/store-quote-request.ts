import { sql, fillPlaceholders } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Pool } from 'pg'

import type { QuoteRequest } from '../../contracts/quote-request'
import { CONSENT_TEXT_VERSION } from '../../contracts/quote-request-response'
import { NO_ACCEPTANCE_HOURS } from '../../contracts/rematch'
import { REMINDER_AFTER_HOURS } from '../../email/referral-email-job'
import { choosableSql } from '../../matching/choosable-contractors'
import { cityLabel, type Area } from '../../matching/zip-area'
import {
  contractors,
  enum_leads_budget_range,
  enum_leads_contact_pref,
  enum_leads_status,
  enum_leads_timeframe,
  enum_referrals_status,
  enum_services_status,
  leads,
  referrals,
  services,
} from '../schema'
import { insertEmailJobs } from './insert-email-jobs'
import { phoneDigitsSql } from './phone-digits'
import { columnNames, enumType, enumValue, renderSql } from './render-sql'

/**
 * Where the public quote request stores its lead: in SQL on Payload's own pool, not through Payload's Local API,
 * because the lead, its referrals and its email jobs must commit together in one statement, and because the Local
 * API's round trip per document held submissions to a fraction of what this statement takes
 * (docs/decisions/0030-quote-request-in-one-statement.md). Leads and referrals have no create hooks to skip; the
 * panel reads these rows as its own. Every table, column and enum named here comes from Payload's generated schema
 * (database/schema.ts), so a renamed or dropped one fails `npm run typecheck`.
 */

/** What the request and its context say, as stored with the lead. */
export type LeadRecord = {
  request: QuoteRequest
  /** Where the ZIP code is: the router refuses a ZIP code the data does not know before it gets here. */
  area: Area
  /** The request's digest, kept with its idempotency key (see the Leads collection). */
  requestHash: string
  ip: string
  userAgent: string
  page: string | null
}

export type StoreResult =
  | { outcome: 'stored'; id: string }
  /** A lead with this idempotency key exists already (a retry, or a retry racing the first). */
  | { outcome: 'exists' }
  /** No published service has the slug (a draft's is refused like an unknown one). */
  | { outcome: 'unknown-service' }
  /** Not every chosen contractor exists, is active, offers the service and may be chosen for the ZIP code. */
  | { outcome: 'unavailable-contractors' }

const service = alias(services, 'service')
const c = alias(contractors, 'c')

/** Who may be chosen: the select step's own rule (matching/choosable-contractors.ts). */
const CHOOSABLE = sql.raw(
  choosableSql('c', { serviceId: 'service.id', state: 'request.state', city: 'request.city' }),
)

/**
 * Checks each request's service and contractors, then stores its lead, a referral per contractor and its email
 * jobs (the homeowner's confirmation, then one notification per contractor, per referral the reminder that runs
 * REMINDER_AFTER_HOURS later and goes out only if the contractor has not answered by then, and the check that offers
 * the homeowner other contractors if none has accepted in NO_ACCEPTANCE_HOURS), for a whole batch of requests in one
 * statement: one round trip and one implicit transaction, so all of it is committed or none. The batch is one JSON
 * parameter, so the statement's text never changes and each connection plans it once (planning it cost more than
 * running it). Idempotency keys are unique within a batch (see the lead writer), so a lead joins back to exactly one
 * request.
 */
export const INSERT_LEADS = renderSql(sql`
WITH request AS (
  SELECT * FROM jsonb_to_recordset(${sql.placeholder('batch')}::jsonb) AS r(
    i int, service_slug text, contractor_ids uuid[], zip_code text, state text, city text, name text, email text,
    phone text, contact_pref ${enumType(enum_leads_contact_pref)}, budget_range ${enumType(enum_leads_budget_range)},
    timeframe ${enumType(enum_leads_timeframe)}, description text, consent boolean, idempotency_key text,
    request_hash text, ip text, user_agent text, page text, utm_source text, utm_medium text, utm_campaign text,
    utm_term text, utm_content text, referrer text)
),
checked AS (
  SELECT request.*, ${service.id} AS service_id,
    (SELECT count(*)::int FROM ${contractors} AS c WHERE ${c.id} = ANY(request.contractor_ids) AND ${CHOOSABLE}) AS available
  FROM request LEFT JOIN ${services} AS service
    ON ${service.slug} = request.service_slug AND ${service._status} = ${enumValue(enum_services_status, 'published')}
),
lead AS (
  INSERT INTO ${leads} (${columnNames(
    leads.service,
    leads.zipCode,
    leads.name,
    leads.email,
    leads.phone,
    leads.phoneDigits,
    leads.contactPref,
    leads.budgetRange,
    leads.timeframe,
    leads.description,
    leads.consent,
    leads.status,
    leads.idempotencyKey,
    leads.requestHash,
    leads.consentEvidence_textVersion,
    leads.consentEvidence_acceptedAt,
    leads.consentEvidence_ip,
    leads.consentEvidence_userAgent,
    leads.consentEvidence_page,
    leads.attribution_utmSource,
    leads.attribution_utmMedium,
    leads.attribution_utmCampaign,
    leads.attribution_utmTerm,
    leads.attribution_utmContent,
    leads.attribution_referrer,
  )})
  SELECT service_id, zip_code, name, email, phone, ${phoneDigitsSql(sql`phone`)}, contact_pref, budget_range,
    timeframe, description, consent, ${enumValue(enum_leads_status, 'new')}, idempotency_key, request_hash,
    ${CONSENT_TEXT_VERSION}, now(), ip, user_agent, page, utm_source, utm_medium, utm_campaign, utm_term,
    utm_content, referrer
  FROM checked WHERE service_id IS NOT NULL AND available = cardinality(contractor_ids)
  ORDER BY i
  ON CONFLICT (${columnNames(leads.idempotencyKey)}) DO NOTHING
  RETURNING ${leads.id} AS id, ${leads.idempotencyKey} AS idempotency_key, ${leads.createdAt} AS created_at
),
stored AS (
  SELECT lead.id, lead.created_at, checked.i, checked.contractor_ids
  FROM lead JOIN checked USING (idempotency_key)
),
sent_referrals AS (
  INSERT INTO ${referrals} (${columnNames(referrals.lead, referrals.contractor, referrals.status)})
  SELECT stored.id, chosen.contractor_id, ${enumValue(enum_referrals_status, 'sent')}
  FROM stored, unnest(stored.contractor_ids) WITH ORDINALITY AS chosen(contractor_id, ordinality)
  ORDER BY stored.i, chosen.ordinality
  RETURNING ${referrals.id} AS id
),
jobs AS (${insertEmailJobs(sql`
  SELECT 'quote:' || stored.id || ':' || coalesce(recipient.contractor_id::text, 'homeowner'),
    jsonb_strip_nulls(jsonb_build_object('type', 'quote', 'leadId', stored.id, 'contractorId', recipient.contractor_id)),
    NULL::timestamptz
  FROM stored, LATERAL (SELECT NULL::uuid UNION ALL SELECT unnest(stored.contractor_ids)) AS recipient(contractor_id)
  UNION ALL
  SELECT 'referral:' || sent_referrals.id || ':reminder',
    jsonb_build_object('type', 'referral', 'referralId', sent_referrals.id, 'kind', 'reminder'),
    now() + make_interval(hours => ${REMINDER_AFTER_HOURS})
  FROM sent_referrals
  UNION ALL
  SELECT 'homeowner:' || stored.id || ':noAcceptance:' || (to_jsonb(stored.created_at) #>> '{}'),
    jsonb_build_object('type', 'homeowner', 'leadId', stored.id, 'kind', 'noAcceptance',
      'since', to_jsonb(stored.created_at) #>> '{}'),
    stored.created_at + make_interval(hours => ${NO_ACCEPTANCE_HOURS})
  FROM stored`)}
)
SELECT checked.i, stored.id AS lead_id, checked.service_id, checked.available
FROM checked LEFT JOIN stored USING (i)`)

type Row = { i: number; lead_id: string | null; service_id: string | null; available: number }

/** One request as a row of the batch's JSON, by the names the statement reads it with. */
const toJson = ({ request, area, requestHash, ip, userAgent, page }: LeadRecord, i: number) => {
  const attribution = request.attribution ?? {}
  return {
    i,
    service_slug: request.serviceSlug,
    contractor_ids: request.contractorIds,
    zip_code: request.zipCode,
    state: area.state,
    city: cityLabel(area),
    name: request.name,
    email: request.email,
    phone: request.phone,
    contact_pref: request.contactPref,
    budget_range: request.budgetRange ?? null,
    timeframe: request.timeframe ?? null,
    description: request.description,
    consent: request.consent,
    idempotency_key: request.idempotencyKey,
    request_hash: requestHash,
    ip,
    user_agent: userAgent.slice(0, 500),
    page,
    utm_source: attribution.utmSource ?? null,
    utm_medium: attribution.utmMedium ?? null,
    utm_campaign: attribution.utmCampaign ?? null,
    utm_term: attribution.utmTerm ?? null,
    utm_content: attribution.utmContent ?? null,
    referrer: attribution.referrer ?? null,
  }
}

const outcomeOf = (row: Row | undefined, record: LeadRecord): StoreResult => {
  if (row?.lead_id) return { outcome: 'stored', id: row.lead_id }
  if (!row?.service_id) return { outcome: 'unknown-service' }
  if (row.available !== record.request.contractorIds.length) return { outcome: 'unavailable-contractors' }
  return { outcome: 'exists' }
}

/** Stores a batch of leads whose idempotency keys differ; the results are in the records' order. */
export const insertLeads = async (pool: Pool, records: LeadRecord[]): Promise<StoreResult[]> => {
  const { rows } = await pool.query<Row>({
    name: 'quote-requests-insert',
    text: INSERT_LEADS.sql,
    values: fillPlaceholders(INSERT_LEADS.params, { batch: JSON.stringify(records.map(toJson)) }),
  })
  const byIndex = new Map(rows.map((row) => [row.i, row]))
  return records.map((record, i) => outcomeOf(byIndex.get(i), record))
}

type Lead = typeof leads.$inferSelect

const FIND_LEAD = renderSql(
  sql`SELECT ${leads.id} AS id, ${leads.requestHash} AS "requestHash" FROM ${leads}
    WHERE ${leads.idempotencyKey} = ${sql.placeholder('idempotencyKey')}`,
)

/** The lead stored under an idempotency key, and the digest of the request that stored it (null before there were digests). */
export const findLead = async (
  pool: Pool,
  idempotencyKey: string,
): Promise<Pick<Lead, 'id' | 'requestHash'> | null> => {
  const { rows } = await pool.query<Pick<Lead, 'id' | 'requestHash'>>({
    name: 'quote-request-find',
    text: FIND_LEAD.sql,
    values: fillPlaceholders(FIND_LEAD.params, { idempotencyKey }),
  })
  return rows[0] ?? null
}
