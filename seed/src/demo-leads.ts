import type { Payload } from 'payload'

import {
  BUDGET_RANGES,
  CONTACT_PREFERENCES,
  LEAD_STATUSES,
  TIMEFRAMES,
} from '../../cms/src/contracts/lead-options'

const DEMO_LEADS = 24
const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Chen', 'Olivia', 'Diego', 'Priya', 'Noah']
const LAST_NAMES = ['Garcia', 'Smith', 'Johnson', 'Nguyen', 'Brown', 'Patel', 'Lopez', 'Kim']
const ZIP_CODES = ['33101', '33602', '32801', '33301', '77002', '75201', '90012', '85004']

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/**
 * Sample leads for trying the dashboard (`npm run seed -- --demo`). Keyed by a fixed idempotency key each,
 * so running it again adds nothing.
 */
export const seedDemoLeads = async (payload: Payload): Promise<void> => {
  const [{ docs: services }, { docs: contractors }] = await Promise.all([
    payload.find({ collection: 'services', limit: 0, depth: 0, pagination: false }),
    payload.find({
      collection: 'contractors',
      where: { isActive: { equals: true } },
      limit: 0,
      depth: 0,
      pagination: false,
    }),
  ])
  for (let index = 0; index < DEMO_LEADS; index += 1) {
    const idempotencyKey = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`
    const { totalDocs } = await payload.count({
      collection: 'leads',
      where: { idempotencyKey: { equals: idempotencyKey } },
    })
    if (totalDocs > 0) continue
    const first = pick(FIRST_NAMES, index)
    const last = pick(LAST_NAMES, index * 3 + 1)
    const lead = await payload.create({
      collection: 'leads',
      depth: 0,
      data: {
        service: pick(services, index).id,
        zipCode: pick(ZIP_CODES, index),
        name: `${first} ${last}`,
        email: `${first}.${last}.${index}@example.com`.toLowerCase(),
        phone: `(555) 010-${String(1000 + index)}`,
        contactPref: pick(CONTACT_PREFERENCES, index),
        budgetRange: pick(BUDGET_RANGES, index),
        timeframe: pick(TIMEFRAMES, index),
        description: 'Demo request: looking for quotes on a mid-size project this season.',
        consent: true,
        status: pick(LEAD_STATUSES, index),
        idempotencyKey,
      },
    })
    for (let offset = 0; offset < 1 + (index % 3); offset += 1) {
      await payload.create({
        collection: 'referrals',
        depth: 0,
        data: { lead: lead.id, contractor: pick(contractors, index + offset).id, status: 'sent' },
      })
    }
  }
}
