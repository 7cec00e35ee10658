import type { Payload } from 'payload'

import type { StateCode } from '../../cms/src/contracts/us-states'
import { STATE_CODES } from '../../cms/src/contracts/us-states'
import type { ContractorSeed } from './data/contractors'
import { upsert } from './upsert'

/** Every sample record says what it is in its number, so no one takes it for a check staff made. */
const SAMPLE = 'SAMPLE'

/** How long the sample records run from the day of seeding: a fresh install shows every badge for that long. */
const SAMPLE_YEARS = 2

/** The trade a state licence names, by the firm's first service; the remodelers hold a building licence. */
const CLASSIFICATIONS: Record<string, string> = {
  roofing: 'Roofing Contractor',
  plumbing: 'Plumbing Contractor',
  electrical: 'Electrical Contractor',
  hvac: 'Mechanical (HVAC) Contractor',
  'pest-control': 'Pest Control Operator',
  painting: 'Painting Contractor',
  landscaping: 'Landscape Contractor',
  concrete: 'Concrete Contractor',
}
const BUILDING = 'Residential Building Contractor'

/**
 * The state a firm is licensed in: that of its first city, else its first state; a nationwide firm (every state)
 * in Florida, where the demo's own path starts.
 */
const mainStateOf = (contractor: ContractorSeed): StateCode => {
  const city = contractor.cities?.[0]
  if (city) return city.slice(-2) as StateCode
  const states = contractor.states ?? []
  return states.length === STATE_CODES.length || !states[0] ? 'FL' : states[0]
}

/** Noon (UTC) of the seeding day, moved by whole years: the same dates for every record of one run. */
const dayOfSeeding = (now: Date, years = 0): string =>
  new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate(), 12)).toISOString()

/**
 * A verified, current licence and insurance policy for a seeded contractor, marked as sample data: what lets the
 * sample network be offered to homeowners, and its cards show Licensed and Insured, on a fresh install.
 */
export const seedSampleCredentials = async (
  payload: Payload,
  contractorId: string,
  contractor: ContractorSeed,
  index: number,
  now: Date = new Date(),
): Promise<void> => {
  const state = mainStateOf(contractor)
  const serial = String(index + 1).padStart(5, '0')
  const checked = { expiresOn: dayOfSeeding(now, SAMPLE_YEARS), verifiedOn: dayOfSeeding(now) }
  const number = `${SAMPLE}-${state}-${serial}`
  await upsert(
    payload,
    'licences',
    { and: [{ contractor: { equals: contractorId } }, { number: { equals: number } }] },
    {
      contractor: contractorId,
      state,
      number,
      classification: CLASSIFICATIONS[contractor.services[0] ?? ''] ?? BUILDING,
      ...checked,
    },
  )
  const policyNumber = `${SAMPLE}-GL-${serial}`
  await upsert(
    payload,
    'insurance-policies',
    { and: [{ contractor: { equals: contractorId } }, { policyNumber: { equals: policyNumber } }] },
    {
      contractor: contractorId,
      carrier: 'Sample Mutual (sample data)',
      policyNumber,
      coverage: 1_000_000,
      ...checked,
    },
  )
}
