import { SETTLED_LEAD_STATUSES, type LeadFilter, type LeadFlag } from '../contracts/lead-filter'
import { phoneDigitsOfSearch } from '../contracts/phone-digits'
import type { SheetColumn } from './xlsx'

/**
 * The export's SQL for a filter: the same leads as the table's Payload `where` (leadFilterWhere), clause for
 * clause, which leads-export.int.test.ts holds them to. It is SQL so the export can read it through a cursor at
 * database speed; Payload's find spent a quarter of a millisecond per lead and paged by offset.
 */

/** Each flag's condition, as leadFilterWhere's FLAG_CONDITIONS says it (`exists` is IS NOT NULL). */
const FLAG_CONDITIONS: Record<LeadFlag, string> = {
  'needs-attention': `((l.needs_attention_since IS NOT NULL AND l.withdrawn_at IS NULL
    AND l.status::text NOT IN (${SETTLED_LEAD_STATUSES.map((status) => `'${status}'`).join(', ')}))
    OR l.deletion_requested_at IS NOT NULL)`,
  'deletion-requested': 'l.deletion_requested_at IS NOT NULL',
  withdrawn: 'l.withdrawn_at IS NOT NULL',
}

export type ExportQuery = { text: string; values: unknown[] }

/**
 * The export's columns, in the order the query selects them: the CSV's header and the spreadsheet's. Only the date
 * is not text: everything a homeowner typed (ZIP code, phone, email, name, description) stays exactly as typed.
 */
export const LEAD_EXPORT_COLUMNS = [
  { header: 'Date', kind: 'date', width: 24 },
  { header: 'Service', kind: 'text', width: 22 },
  { header: 'ZIP Code', kind: 'text', width: 10 },
  { header: 'Name', kind: 'text', width: 24 },
  { header: 'Email', kind: 'text', width: 30 },
  { header: 'Phone', kind: 'text', width: 18 },
  { header: 'Status', kind: 'text', width: 12 },
  { header: 'Contact Preference', kind: 'text', width: 18 },
  { header: 'Budget', kind: 'text', width: 16 },
  { header: 'Timeframe', kind: 'text', width: 16 },
  { header: 'Description', kind: 'text', width: 60 },
  { header: 'Lead ID', kind: 'text', width: 38 },
] as const satisfies readonly SheetColumn[]

/**
 * The export's rows, newest first (ties by id, so the order is total), every column as text: the date as Payload
 * writes it (ISO 8601, UTC), the service by name.
 */
export const leadExportQuery = ({ status, service, flag, search }: LeadFilter): ExportQuery => {
  const values: unknown[] = []
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const conditions = ['TRUE']
  if (status) conditions.push(`l.status = ${param(status)}`)
  if (service) conditions.push(`l.service_id = ${param(service)}`)
  if (flag) conditions.push(FLAG_CONDITIONS[flag])
  if (search) {
    // Payload's `contains`: ILIKE with the search between wildcards, as typed.
    const pattern = param(`%${search}%`)
    const digits = phoneDigitsOfSearch(search)
    conditions.push(
      `(l.name ILIKE ${pattern} OR l.email ILIKE ${pattern} OR l.phone ILIKE ${pattern}${
        digits ? ` OR l.phone_digits ILIKE ${param(`%${digits}%`)}` : ''
      })`,
    )
  }
  return {
    text: `SELECT to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  coalesce(s.name, l.service_id::text) AS service, l.zip_code, l.name, l.email, l.phone, l.status::text,
  l.contact_pref::text, l.budget_range::text, l.timeframe::text, l.description, l.id::text
FROM leads l LEFT JOIN services s ON s.id = l.service_id
WHERE ${conditions.join(' AND ')}
ORDER BY l.created_at DESC, l.id DESC`,
    values,
  }
}
