import { describe, expect, it } from 'vitest'

import { toAnalytics } from './analytics'

describe('toAnalytics', () => {
  it('turns the counts into numbers and the conversion into a percent with one decimal', () => {
    expect(
      toAnalytics({ total_leads: '3', active_contractors: '5', total_referrals: '4', converted_leads: '2' }),
    ).toEqual({ totalLeads: 3, activeContractors: 5, totalReferrals: 4, conversionRate: 66.7 })
  })

  it('reports 0% rather than dividing by zero when there are no leads', () => {
    expect(
      toAnalytics({ total_leads: '0', active_contractors: '1', total_referrals: '0', converted_leads: '0' })
        .conversionRate,
    ).toBe(0)
  })
})
