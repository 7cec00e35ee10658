import type { Pool } from 'pg'

import { CONSENT_TEXT_VERSION } from '../../contracts/quote-request-response'
import type { QuoteRequest } from '../../contracts/quote-request'
import { EMAIL_QUEUE } from '../../email/send-quote-email-task'

/**
 * The quote request's one write, in SQL on Payload's own pool. It is the one public write and the hot path under
 * load: Payload's Local API spent a round trip per document (lead, referrals, jobs) inside a transaction, which
 * held submissions near 25 a second. Leads, referrals and email jobs have no create hooks to skip; the tables are
 * the ones Payload's migrations made, and its panel and job runner read these rows as their own.
 */

/** What the request and its context say, as stored with the lead. */
export type LeadRecord = {
  request: QuoteRequest
  ip: string
  userAgent: string
  page: string | null
}

export type StoreResult =
  | { outcome: 'stored'; id: string }
  /** A lead with this idempotency key exists already (a retry, or a retry racing the first). */
  | { outcome: 'exists' }
  | { outcome: 'unknown-service' }
  /** Not every chosen contractor exists, is active and offers the service. */
  | { outcome: 'unavailable-contractors' }

/**
 * Checks the service and the contractors, then stores the lead, a referral per contractor and the email jobs (the
 * homeowner's confirmation, then one notification per contractor), all in one statement: one round trip and one
 * implicit transaction, so all of it is committed or none. Named, so each connection plans it once (planning it
 * cost more than running it).
 */
const INSERT_LEAD = `
WITH service AS (SELECT id FROM services WHERE slug = $1),
chosen AS (SELECT contractor_id, ordinality FROM unnest($2::uuid[]) WITH ORDINALITY AS c(contractor_id)),
available AS (
  SELECT count(*)::int AS n FROM contractors, service
  WHERE contractors.id = ANY($2::uuid[]) AND contractors.is_active
    AND EXISTS (SELECT 1 FROM contractors_rels rel
                WHERE rel.parent_id = contractors.id AND rel.path = 'services' AND rel.services_id = service.id)
),
lead AS (
  INSERT INTO leads (
    service_id, zip_code, name, email, phone, contact_pref, budget_range, timeframe, description, consent, status,
    idempotency_key, consent_evidence_text_version, consent_evidence_accepted_at, consent_evidence_ip,
    consent_evidence_user_agent, consent_evidence_page, attribution_utm_source, attribution_utm_medium,
    attribution_utm_campaign, attribution_utm_term, attribution_utm_content, attribution_referrer)
  SELECT service.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'new', $12, $13, now(), $14, $15, $16, $17, $18, $19,
    $20, $21, $22
  FROM service, available WHERE available.n = cardinality($2::uuid[])
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id
),
referrals AS (
  INSERT INTO referrals (lead_id, contractor_id, status)
  SELECT lead.id, chosen.contractor_id, 'sent' FROM lead, chosen ORDER BY chosen.ordinality
),
jobs AS (
  INSERT INTO payload_jobs (task_slug, queue, input)
  SELECT 'sendQuoteEmail', $23,
    jsonb_strip_nulls(jsonb_build_object('leadId', lead.id, 'contractorId', recipient.contractor_id))
  FROM lead, (SELECT NULL::uuid, 0::bigint UNION ALL SELECT * FROM chosen) AS recipient(contractor_id, ordinality)
  ORDER BY recipient.ordinality
)
SELECT (SELECT id FROM lead) AS lead_id, (SELECT id FROM service) AS service_id, (SELECT n FROM available) AS available`

export const insertLead = async (
  pool: Pool,
  { request, ip, userAgent, page }: LeadRecord,
): Promise<StoreResult> => {
  const attribution = request.attribution ?? {}
  const { rows } = await pool.query<{ lead_id: string | null; service_id: string | null; available: number }>(
    {
      name: 'quote-request-insert',
      text: INSERT_LEAD,
      values: [
        request.serviceSlug,
        request.contractorIds,
        request.zipCode,
        request.name,
        request.email,
        request.phone,
        request.contactPref,
        request.budgetRange ?? null,
        request.timeframe ?? null,
        request.description,
        request.consent,
        request.idempotencyKey,
        CONSENT_TEXT_VERSION,
        ip,
        userAgent.slice(0, 500),
        page,
        attribution.utmSource ?? null,
        attribution.utmMedium ?? null,
        attribution.utmCampaign ?? null,
        attribution.utmTerm ?? null,
        attribution.utmContent ?? null,
        attribution.referrer ?? null,
        EMAIL_QUEUE,
      ],
    },
  )
  const row = rows[0]
  if (row?.lead_id) return { outcome: 'stored', id: row.lead_id }
  if (!row?.service_id) return { outcome: 'unknown-service' }
  if (row.available !== request.contractorIds.length) return { outcome: 'unavailable-contractors' }
  return { outcome: 'exists' }
}

export const findLeadId = async (pool: Pool, idempotencyKey: string): Promise<string | null> => {
  const { rows } = await pool.query<{ id: string }>({
    name: 'quote-request-find',
    text: 'SELECT id FROM leads WHERE idempotency_key = $1',
    values: [idempotencyKey],
  })
  return rows[0]?.id ?? null
}
