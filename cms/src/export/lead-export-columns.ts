import type { SheetColumn } from './xlsx'

/**
 * The export's columns, in the order its query (database/queries/lead-export.ts) selects them: the CSV's header and
 * the spreadsheet's. Only the date is not text: everything a homeowner typed (ZIP code, phone, email, name,
 * description) stays exactly as typed.
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
