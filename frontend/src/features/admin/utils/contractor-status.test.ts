import { describe, expect, it } from 'vitest'

import { contractorStatus, type ContractorStatus } from './contractor-status'

const FUTURE = '2099-01-01T12:00:00.000Z'
const PAST = '2020-01-01T12:00:00.000Z'

describe('contractorStatus', () => {
  it.each<[boolean | null, string | null, string | null, ContractorStatus]>([
    [true, FUTURE, FUTURE, 'Verified'],
    [null, FUTURE, FUTURE, 'Verified'],
    [true, FUTURE, null, 'Pending'],
    [true, null, FUTURE, 'Pending'],
    [true, null, null, 'Pending'],
    [true, PAST, FUTURE, 'Expired'],
    [true, FUTURE, PAST, 'Expired'],
    [true, PAST, null, 'Expired'],
    [false, FUTURE, FUTURE, 'Inactive'],
    [false, PAST, null, 'Inactive'],
  ])(
    'active %s, licensed until %s, insured until %s: %s',
    (isActive, licensedUntil, insuredUntil, status) => {
      // The badges as the server derives them from the dates.
      const licensed = Boolean(licensedUntil && licensedUntil > new Date().toISOString())
      const insured = Boolean(insuredUntil && insuredUntil > new Date().toISOString())
      expect(contractorStatus({ isActive, licensed, insured, licensedUntil, insuredUntil })).toBe(status)
    },
  )
})
