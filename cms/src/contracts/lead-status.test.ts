import { describe, expect, it } from 'vitest'

import type { LeadStatus } from './lead-options'
import { leadStatusOf, type LeadStatusInput, type ReferralStatusInput } from './lead-status'

const WITHDRAWN = { withdrawnAt: '2026-11-20T10:00:00.000Z' }
const OPEN = { withdrawnAt: null }

describe('a lead’s status by the rule', () => {
  it.each<[string, LeadStatusInput, ReferralStatusInput[], LeadStatus]>([
    ['is new before any contractor answers', OPEN, [{ status: 'sent' }, { status: 'sent' }], 'new'],
    ['is new with no referral at all', OPEN, [], 'new'],
    ['is in progress once one accepts', OPEN, [{ status: 'sent' }, { status: 'accepted' }], 'in-progress'],
    [
      'is in progress while one is in touch',
      OPEN,
      [{ status: 'declined' }, { status: 'contacted' }],
      'in-progress',
    ],
    [
      'is quoted while a quote is out, ahead of one in progress',
      OPEN,
      [{ status: 'accepted' }, { status: 'quoted' }],
      'quoted',
    ],
    [
      'is hired once the homeowner hired one, whatever the others say',
      OPEN,
      [{ status: 'won', homeownerChoice: 'hired' }, { status: 'quoted' }],
      'hired',
    ],
    ['is not hired on a contractor’s own “won”', OPEN, [{ status: 'won' }, { status: 'declined' }], 'new'],
    [
      'is in progress beside a contractor’s own “won”',
      OPEN,
      [{ status: 'won' }, { status: 'accepted' }],
      'in-progress',
    ],
    [
      'is closed when every referral is declined, lost or withdrawn',
      OPEN,
      [{ status: 'declined' }, { status: 'lost', homeownerChoice: 'not-for-me' }, { status: 'lost' }],
      'closed',
    ],
    [
      'is withdrawn once the homeowner withdrew, first of all',
      WITHDRAWN,
      [{ status: 'won', homeownerChoice: 'hired' }],
      'withdrawn',
    ],
    ['is withdrawn with its referrals withdrawn', WITHDRAWN, [{ status: 'withdrawn' }], 'withdrawn'],
  ])('%s', (_title, lead, referrals, status) => {
    expect(leadStatusOf(lead, referrals)).toBe(status)
  })
})
