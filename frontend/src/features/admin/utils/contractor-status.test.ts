import { describe, expect, it } from 'vitest'

import { contractorStatus, type ContractorStatus } from './contractor-status'

describe('contractorStatus', () => {
  it.each<[boolean | null, boolean, boolean, ContractorStatus]>([
    [true, true, true, 'Verified'],
    [null, true, true, 'Verified'],
    [true, true, false, 'Pending'],
    [true, false, true, 'Pending'],
    [true, false, false, 'Pending'],
    [false, true, true, 'Inactive'],
    [false, false, false, 'Inactive'],
  ])('active %s, licensed %s, insured %s: %s', (isActive, licensed, insured, status) => {
    expect(contractorStatus({ isActive, licensed, insured })).toBe(status)
  })
})
