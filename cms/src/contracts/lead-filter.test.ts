import { describe, expect, it } from 'vitest'

import {
  isUnworked,
  leadFilterFromParams,
  leadFilterSchema,
  leadFilterToParams,
  leadFilterWhere,
} from './lead-filter'

describe('leadFilterSchema', () => {
  it('accepts an empty filter and a full one', () => {
    expect(leadFilterSchema.parse({})).toEqual({})
    const service = '3f2b8a4e-6c1d-4e2f-9a7b-1c2d3e4f5a6b'
    expect(leadFilterSchema.parse({ status: 'new', service, search: ' jane ' })).toEqual({
      status: 'new',
      service,
      search: 'jane',
    })
  })

  it.each([
    [{ status: 'archived' }, 'status', 'Choose a lead status'],
    [{ service: 'kitchen' }, 'service', 'Choose a service'],
    [{ search: 'x'.repeat(101) }, 'search', 'Search is at most 100 characters'],
    [{ flag: 'deleted' }, 'flag', 'Choose which leads to show'],
  ])('rejects %j with a message on its field', (input, field, message) => {
    const result = leadFilterSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ])
  })
})

describe('query string round trip', () => {
  it('drops empty values and keeps the rest', () => {
    const params = new URLSearchParams('status=&service=&flag=withdrawn&search=%20jane%20&page=2')
    expect(leadFilterFromParams(params)).toEqual({ flag: 'withdrawn', search: 'jane' })
    expect(leadFilterToParams({ flag: 'deletion-requested' }).toString()).toBe('flag=deletion-requested')
    expect(leadFilterToParams({ status: 'quoted', search: 'jane' }).toString()).toBe(
      'status=quoted&search=jane',
    )
  })
})

describe('isUnworked', () => {
  const since = '2026-11-25T10:00:00.000Z'
  it.each([
    ['a lead nobody works', true, { needsAttentionSince: since, status: 'new' }],
    ['a quoted lead whose contractors went quiet', true, { needsAttentionSince: since, status: 'quoted' }],
    ['a lead that never needed attention', false, { needsAttentionSince: null, status: 'new' }],
    ['a hired lead', false, { needsAttentionSince: since, status: 'hired' }],
    ['a lead marked spam', false, { needsAttentionSince: since, status: 'spam' }],
    ['a withdrawn lead', false, { needsAttentionSince: since, status: 'withdrawn' }],
    [
      'a lead its homeowner withdrew',
      false,
      { needsAttentionSince: since, withdrawnAt: since, status: 'new' },
    ],
  ] as const)('%s: %s', (_case, unworked, lead) => {
    expect(isUnworked(lead)).toBe(unworked)
  })
})

describe('leadFilterWhere', () => {
  it.each([
    ['deletion-requested', 'deletionRequestedAt'],
    ['withdrawn', 'withdrawnAt'],
  ] as const)('narrows %s to the leads whose %s is set', (flag, field) => {
    expect(leadFilterWhere({ flag })).toEqual({ and: [{ [field]: { exists: true } }] })
  })

  it('narrows needs-attention to unsettled leads nobody is working, and deletion requests', () => {
    expect(leadFilterWhere({ flag: 'needs-attention' })).toEqual({
      and: [
        {
          or: [
            {
              and: [
                { needsAttentionSince: { exists: true } },
                { withdrawnAt: { exists: false } },
                { status: { not_in: ['withdrawn', 'hired', 'spam'] } },
              ],
            },
            { deletionRequestedAt: { exists: true } },
          ],
        },
      ],
    })
  })

  it('matches everything without a filter', () => {
    expect(leadFilterWhere({})).toEqual({ and: [] })
  })

  it('combines status, service and a search over name, email and phone', () => {
    expect(leadFilterWhere({ status: 'new', service: 's1', search: 'ann' })).toEqual({
      and: [
        { status: { equals: 'new' } },
        { service: { equals: 's1' } },
        {
          or: [{ name: { contains: 'ann' } }, { email: { contains: 'ann' } }, { phone: { contains: 'ann' } }],
        },
      ],
    })
  })

  it('also searches a phone number by its digits alone', () => {
    expect(leadFilterWhere({ search: '(305) 555-0142' })).toEqual({
      and: [
        {
          or: [
            { name: { contains: '(305) 555-0142' } },
            { email: { contains: '(305) 555-0142' } },
            { phone: { contains: '(305) 555-0142' } },
            { phoneDigits: { contains: '3055550142' } },
          ],
        },
      ],
    })
  })
})
