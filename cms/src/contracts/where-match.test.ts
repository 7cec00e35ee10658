import { describe, expect, it } from 'vitest'

import { matchesWhere } from './where-match'

const lead = {
  status: 'new',
  name: 'Ann Lee',
  withdrawnAt: null,
  needsAttentionSince: '2026-11-01T00:00:00.000Z',
}

describe('matchesWhere', () => {
  it.each([
    ['equals', { status: { equals: 'new' } }, true],
    ['equals another value', { status: { equals: 'quoted' } }, false],
    ['in', { status: { in: ['new', 'quoted'] } }, true],
    ['not_in', { status: { not_in: ['new'] } }, false],
    ['exists on a set field', { needsAttentionSince: { exists: true } }, true],
    ['exists false on a null field', { withdrawnAt: { exists: false } }, true],
    ['exists false on a missing field', { deletionRequestedAt: { exists: false } }, true],
    ['contains, ignoring case', { name: { contains: 'ANN' } }, true],
    ['contains on a missing field', { email: { contains: 'a' } }, false],
    ['contains with _ standing for any one character', { name: { contains: 'ann_lee' } }, true],
    ['contains with % standing for any run of characters', { name: { contains: 'a%e' } }, true],
    ['contains with an escaped _ as itself', { name: { contains: 'ann\\_lee' } }, false],
    ['contains with a dot as itself', { name: { contains: 'ann.lee' } }, false],
    ['and of one failing', { and: [{ status: { equals: 'new' } }, { name: { contains: 'bob' } }] }, false],
    ['or of one holding', { or: [{ status: { equals: 'spam' } }, { name: { contains: 'lee' } }] }, true],
    ['an empty and', { and: [] }, true],
    ['an empty or', { or: [] }, true],
  ])('%s', (_case, where, expected) => {
    expect(matchesWhere(lead, where)).toBe(expected)
  })

  it('refuses an operator it cannot check', () => {
    expect(() => matchesWhere(lead, { name: { like: 'ann' } })).toThrow(
      'the operator like cannot be checked here',
    )
  })
})
