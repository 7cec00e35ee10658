import type { SQL } from '@payloadcms/db-postgres/drizzle'

import { leadFilterWhere, type LeadFilter } from '../../contracts/lead-filter'
import { leads } from '../schema'
import { whereToSql } from './where-to-sql'

/**
 * The staff lead filter as a SQL predicate on `leads`, for the queries that read leads by hand (the export): made
 * from the table's own Payload `where`, so the two always pick the same leads
 * (docs/decisions/0032-rules-written-once-as-a-where.md).
 */
export const leadFilterSql = (filter: LeadFilter): SQL => whereToSql(leads, leadFilterWhere(filter))
