import type { Pool } from 'pg'

import { CONSENT_TEXT_VERSION } from '../../contracts/quote-request-response'
import type { QuoteRequest } from '../../contracts/quote-request'
import { insertEmailJobsSql } from '../../email/queue/email-jobs'
import { NO_ACCEPTANCE_HOURS } from '../../contracts/rematch'
import { REMINDER_AFTER_HOURS } from '../../email/referral-email-job'
import { choosableSql } from '../../matching/choosable-contractors'
import { cityLabel, type Area } from '../../matching/zip-area'

/**
 * The quote requests' one write, in SQL on Payload's own pool. It is the one public write and the hot path under
 * load: Payload's Local API spent a round trip per document (lead, referrals, jobs) inside a transaction, which
 * held submissions near 25 a second. Leads and referrals have no create hooks to skip; their tables are the ones
 * Payload's migrations made, and its panel reads these rows as its own. The email jobs go into the queue's table
 * by the statement every email job is queued with (email/queue/email-jobs.ts).
 *
 * Every table, column, type and enum value named here is Payload's, so nothing but a test ties them together:
 * store-schema.int.test.ts runs these statements against a database built from Payload's generated schema alone,
 * so a Payload upgrade or a collection change that renames or drops one fails there rather than in production.
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

/** Who may be chosen: the select step's own rule (matching/choosable-contractors.ts). */
const CHOOSABLE = choosableSql('c', { serviceId: 'service.id', state: 'request.state', city: 'request.city' })

/**
 * Checks each request's service and contractors, then stores its lead, a referral per contractor and its email
 * jobs (the homeowner's confirmation, then one notification per contractor, per referral the reminder that
 * runs a day later and goes out only if the contractor has not answered by then, and the check that offers the
 * homeowner other contractors if none has accepted in NO_ACCEPTANCE_HOURS), for a whole batch of requests in one
 * statement: one round trip and one implicit transaction, so all of it is committed or none. The batch is one
 * JSON parameter, so the statement's text never changes and each connection plans it once (planning it cost more
 * than running it). Idempotency keys are unique within a batch (see the writer), so a lead joins back to exactly
 * one request.
 */
const INSERT_LEADS = `
WITH request AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
    i int, service_slug text, contractor_ids uuid[], zip_code text, state text, city text, name text, email text,
    phone text, contact_pref enum_leads_contact_pref, budget_range enum_leads_budget_range,
    timeframe enum_leads_timeframe, description text, consent boolean, idempotency_key text, request_hash text,
    ip text, user_agent text, page text, utm_source text, utm_medium text, utm_campaign text, utm_term text,
    utm_content text, referrer text)
),
checked AS (
  SELECT request.*, service.id AS service_id,
    (SELECT count(*)::int FROM contractors c WHERE c.id = ANY(request.contractor_ids) AND ${CHOOSABLE}) AS available
  FROM request LEFT JOIN services service
    ON service.slug = request.service_slug AND service._status = 'published'
),
lead AS (
  INSERT INTO leads (
    service_id, zip_code, name, email, phone, phone_digits, contact_pref, budget_range, timeframe, description,
    consent, status, idempotency_key, request_hash, consent_evidence_text_version, consent_evidence_accepted_at, consent_evidence_ip,
    consent_evidence_user_agent, consent_evidence_page, attribution_utm_source, attribution_utm_medium,
    attribution_utm_campaign, attribution_utm_term, attribution_utm_content, attribution_referrer)
  SELECT service_id, zip_code, name, email, phone, regexp_replace(phone, '[^0-9]', '', 'g'), contact_pref,
    budget_range, timeframe, description, consent, 'new', idempotency_key, request_hash, $2, now(), ip, user_agent, page, utm_source, utm_medium, utm_campaign,
    utm_term, utm_content, referrer
  FROM checked WHERE service_id IS NOT NULL AND available = cardinality(contractor_ids)
  ORDER BY i
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, idempotency_key, created_at
),
stored AS (
  SELECT lead.id, lead.created_at, checked.i, checked.contractor_ids
  FROM lead JOIN checked USING (idempotency_key)
),
referrals AS (
  INSERT INTO referrals (lead_id, contractor_id, status)
  SELECT stored.id, chosen.contractor_id, 'sent'
  FROM stored, unnest(stored.contractor_ids) WITH ORDINALITY AS chosen(contractor_id, ordinality)
  ORDER BY stored.i, chosen.ordinality
  RETURNING id
),
jobs AS (${insertEmailJobsSql(`
  SELECT 'quote:' || stored.id || ':' || coalesce(recipient.contractor_id::text, 'homeowner'),
    jsonb_strip_nulls(jsonb_build_object('type', 'quote', 'leadId', stored.id, 'contractorId', recipient.contractor_id)),
    NULL::timestamptz
  FROM stored, LATERAL (SELECT NULL::uuid UNION ALL SELECT unnest(stored.contractor_ids)) AS recipient(contractor_id)
  UNION ALL
  SELECT 'referral:' || referrals.id || ':reminder',
    jsonb_build_object('type', 'referral', 'referralId', referrals.id, 'kind', 'reminder'),
    now() + make_interval(hours => $3)
  FROM referrals
  UNION ALL
  SELECT 'homeowner:' || stored.id || ':noAcceptance:' || (to_jsonb(stored.created_at) #>> '{}'),
    jsonb_build_object('type', 'homeowner', 'leadId', stored.id, 'kind', 'noAcceptance',
      'since', to_jsonb(stored.created_at) #>> '{}'),
    stored.created_at + make_interval(hours => $4)
  FROM stored`)}
)
SELECT checked.i, stored.id AS lead_id, checked.service_id, checked.available
FROM checked LEFT JOIN stored USING (i)`

type Row = { i: number; lead_id: string | null; service_id: string | null; available: number }

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
    text: INSERT_LEADS,
    values: [
      JSON.stringify(records.map(toJson)),
      CONSENT_TEXT_VERSION,
      REMINDER_AFTER_HOURS,
      NO_ACCEPTANCE_HOURS,
    ],
  })
  const byIndex = new Map(rows.map((row) => [row.i, row]))
  return records.map((record, i) => outcomeOf(byIndex.get(i), record))
}

/** The lead stored under an idempotency key, and the digest of the request that stored it (null before there were digests). */
export const findLead = async (
  pool: Pool,
  idempotencyKey: string,
): Promise<{ id: string; requestHash: string | null } | null> => {
  const { rows } = await pool.query<{ id: string; request_hash: string | null }>({
    name: 'quote-request-find',
    text: 'SELECT id, request_hash FROM leads WHERE idempotency_key = $1',
    values: [idempotencyKey],
  })
  const row = rows[0]
  return row ? { id: row.id, requestHash: row.request_hash } : null
}
