import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import type { LeadFilter } from '../../contracts/lead-filter'
import { leads, services } from '../schema'
import { leadFilterSql } from './lead-filter'

/**
 * The export's rows for a filter, newest first (ties by id, so the order is total), every column as text in the
 * order of LEAD_EXPORT_COLUMNS: the date as Payload writes it (ISO 8601, UTC), the service by name. Written by hand
 * so the export reads it through a cursor at the database's speed (docs/decisions/0033-lead-export-by-cursor.md).
 */
export const leadExportQuery = (filter: LeadFilter): SQL => sql`
  SELECT to_char(${leads.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    coalesce(${services.name}, ${leads.service}::text) AS service, ${leads.zipCode}, ${leads.name}, ${leads.email},
    ${leads.phone}, ${leads.status}::text, ${leads.contactPref}::text, ${leads.budgetRange}::text,
    ${leads.timeframe}::text, ${leads.description}, ${leads.id}::text
  FROM ${leads} LEFT JOIN ${services} ON ${services.id} = ${leads.service}
  WHERE ${leadFilterSql(filter)}
  ORDER BY ${leads.createdAt} DESC, ${leads.id} DESC`
