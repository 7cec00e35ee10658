import { z } from 'zod'

import { LEAD_STATUSES, type LeadStatus } from './lead-options'
import { phoneDigitsOfSearch } from './phone-digits'
import { matchesWhere } from './where-match'

export const MAX_SEARCH_LENGTH = 100

/**
 * Which leads staff look for beyond status and service: what a homeowner did from their request page (asked for
 * their data to be deleted, or withdrew), and the leads that need attention.
 */
export const LEAD_FLAGS = ['needs-attention', 'deletion-requested', 'withdrawn'] as const
export type LeadFlag = (typeof LEAD_FLAGS)[number]

export const LEAD_FLAG_LABELS: Record<LeadFlag, string> = {
  'needs-attention': 'Needs attention',
  'deletion-requested': 'Deletion requested',
  withdrawn: 'Withdrawn',
}

/** Leads settled for good: no longer in need of attention, whenever they last were. */
export const SETTLED_LEAD_STATUSES = ['withdrawn', 'hired', 'spam'] as const satisfies LeadStatus[]

type Condition = Record<string, unknown>

/**
 * A lead no contractor is working that is still open (needsAttentionSince set, not withdrawn, not settled): the
 * first half of "needs attention"; the other is a deletion request to carry out.
 */
const UNWORKED: Condition = {
  and: [
    { needsAttentionSince: { exists: true } },
    { withdrawnAt: { exists: false } },
    { status: { not_in: [...SETTLED_LEAD_STATUSES] } },
  ],
}

/** Whether a lead the page already holds is unworked, by the same condition the list filters with. */
export const isUnworked = (lead: {
  needsAttentionSince?: string | null
  withdrawnAt?: string | null
  status: LeadStatus
}): boolean => matchesWhere(lead, UNWORKED)

/** Each flag as a Payload `where` condition. */
const FLAG_CONDITIONS: Record<LeadFlag, Condition> = {
  'needs-attention': { or: [UNWORKED, { deletionRequestedAt: { exists: true } }] },
  'deletion-requested': { deletionRequestedAt: { exists: true } },
  withdrawn: { withdrawnAt: { exists: true } },
}

const FILTER_KEYS = ['status', 'service', 'flag', 'search'] as const

/** How staff narrow the leads list; the table and the CSV export read the same filter. */
export const leadFilterSchema = z.object({
  status: z.enum(LEAD_STATUSES, 'Choose a lead status').optional(),
  service: z.uuid('Choose a service').optional(),
  flag: z.enum(LEAD_FLAGS, 'Choose which leads to show').optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH, 'Search is at most 100 characters').optional(),
})

export type LeadFilter = z.infer<typeof leadFilterSchema>

/** The filter's fields from a query string; empty values mean "any". */
export const leadFilterFromParams = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key)?.trim()
      return value ? [[key, value]] : []
    }),
  )

export const leadFilterToParams = (filter: LeadFilter): URLSearchParams => {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filter[key]
    if (value) params.set(key, value)
  }
  return params
}

/** Search matches name, email or phone anywhere, case-insensitively; a phone number also by its digits alone. */
const searchCondition = (search: string): Condition => {
  const digits = phoneDigitsOfSearch(search)
  return {
    or: [
      { name: { contains: search } },
      { email: { contains: search } },
      { phone: { contains: search } },
      ...(digits ? [{ phoneDigits: { contains: digits } }] : []),
    ],
  }
}

/**
 * The Payload `where` for a filter: the one definition of the staff lead filter. The table reads it through
 * Payload's API; the export reads it as SQL made from it (database/queries/lead-filter.ts, whose parity test runs
 * both), so the table's count and the exported rows always agree. It uses only the operators that SQL form knows.
 * `contains` is an ILIKE '%…%', which the trigram indexes on these columns serve (migration lead_search).
 */
export const leadFilterWhere = ({ status, service, flag, search }: LeadFilter): { and: Condition[] } => ({
  and: [
    ...(status ? [{ status: { equals: status } }] : []),
    ...(service ? [{ service: { equals: service } }] : []),
    ...(flag ? [FLAG_CONDITIONS[flag]] : []),
    ...(search ? [searchCondition(search)] : []),
  ],
})
