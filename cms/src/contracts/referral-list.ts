/**
 * What the dashboard's Referrals list reads, in one request per page: each referral's own fields, the homeowner's
 * name and service of its lead, and its contractor's name (Payload's `depth`, `select` and `populate`). Payload
 * loads each level's relationships in one batched query per collection, so a page of 25 costs the same few
 * queries as a page of 2. Read access still applies to every document reached: only staff read leads.
 */
export const REFERRAL_LIST_QUERY = {
  depth: 2,
  select: { lead: true, contractor: true, status: true, createdAt: true },
  populate: {
    leads: { name: true, service: true },
    contractors: { name: true },
    services: { name: true },
  },
} as const
