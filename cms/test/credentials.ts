import type { Payload } from 'payload'

import type { InsurancePolicy, Licence } from '../src/payload-types'
import { unique } from './payload'

const DAY_MS = 24 * 60 * 60 * 1000

/** A day `days` from now (before it when negative), as the records store it. */
export const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString()

/** A licence as staff record it, verified today and current for two years unless the test says otherwise. */
export const licenceData = (contractor: string, data: Partial<Licence> = {}) => ({
  contractor,
  state: 'FL' as const,
  number: unique('TEST-LIC'),
  classification: 'Certified General Contractor',
  expiresOn: inDays(730),
  verifiedOn: inDays(0),
  ...data,
})

/** An insurance policy as staff record it, verified today and current for two years unless the test says otherwise. */
export const policyData = (contractor: string, data: Partial<InsurancePolicy> = {}) => ({
  contractor,
  carrier: 'Test Mutual',
  policyNumber: unique('TEST-POL'),
  coverage: 1_000_000,
  expiresOn: inDays(730),
  verifiedOn: inDays(0),
  ...data,
})

/**
 * Gives each contractor a verified, current licence and insurance policy (through the collections, so their hooks
 * keep the contractor's dates): what a contractor needs to be offered to homeowners.
 */
export const giveCurrentChecks = async (payload: Payload, ...contractorIds: string[]): Promise<void> => {
  for (const contractor of contractorIds) {
    await payload.create({ collection: 'licences', data: licenceData(contractor), depth: 0 })
    await payload.create({ collection: 'insurance-policies', data: policyData(contractor), depth: 0 })
  }
}
