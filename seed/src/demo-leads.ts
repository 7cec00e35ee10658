import type { Payload } from 'payload'

import { REFERRAL_ACTOR_CONTEXT } from '../../cms/src/collections/Referrals/hooks/recordProgress'
import { BUDGET_RANGES, CONTACT_PREFERENCES, TIMEFRAMES } from '../../cms/src/contracts/lead-options'
import type { ReferralActor } from '../../cms/src/contracts/referral-progress'
import type { Referral } from '../../cms/src/payload-types'

const DEMO_LEADS = 24
const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Chen', 'Olivia', 'Diego', 'Priya', 'Noah']
const LAST_NAMES = ['Garcia', 'Smith', 'Johnson', 'Nguyen', 'Brown', 'Patel', 'Lopez', 'Kim']
const ZIP_CODES = ['33101', '33602', '32801', '33301', '77002', '75201', '90012', '85004']

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/** Where one referral of a demo lead got to, and who moved it there. */
type Step = { data: Partial<Referral>; by: ReferralActor }
const ACCEPTED: Step = { data: { status: 'accepted' }, by: 'contractor' }
const CONTACTED: Step = { data: { status: 'contacted' }, by: 'contractor' }
const QUOTED: Step = {
  data: {
    status: 'quoted',
    quoteAmount: 9400,
    quoteMessage: 'Materials included; we can start in two weeks.',
  },
  by: 'contractor',
}
const DECLINED: Step = {
  data: { status: 'declined', declineReason: 'Fully booked this month.' },
  by: 'contractor',
}
const REPORTED_WON: Step = { data: { status: 'won' }, by: 'contractor' }
const LOST: Step = { data: { status: 'lost' }, by: 'homeowner' }
const HIRED: Step = {
  data: { status: 'won', homeownerChoice: 'hired', homeownerChoiceAt: '2026-11-20T15:00:00.000Z' },
  by: 'homeowner',
}

/**
 * How each demo lead went, one story per lead in turn: the steps of its first referrals (the rest stay sent), and
 * whether the homeowner withdrew or staff marked it spam. The lead's status is never written here: the rule
 * (contracts/lead-status.ts) derives it from these, as it does for real leads, so the dashboard shows every status.
 */
const STORIES: { steps: Step[][]; withdrawn?: true; spam?: true }[] = [
  { steps: [] },
  { steps: [[ACCEPTED]] },
  { steps: [[ACCEPTED, QUOTED], [ACCEPTED]] },
  { steps: [[ACCEPTED, QUOTED, HIRED], [ACCEPTED, QUOTED, LOST], [LOST]] },
  { steps: [[DECLINED], [DECLINED], [DECLINED]] },
  { steps: [[ACCEPTED, CONTACTED]], withdrawn: true },
  { steps: [[ACCEPTED, CONTACTED, REPORTED_WON]] },
  { steps: [], spam: true },
]

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
    const story = pick(STORIES, index)
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
        // Where every request starts; the rule moves it as the referrals below move.
        status: 'new',
        idempotencyKey,
      },
    })
    const referralCount = Math.max(story.steps.length, 1 + (index % 3))
    for (let offset = 0; offset < referralCount; offset += 1) {
      const referral = await payload.create({
        collection: 'referrals',
        depth: 0,
        data: { lead: lead.id, contractor: pick(contractors, index + offset).id, status: 'sent' },
      })
      for (const step of story.steps[offset] ?? []) {
        await payload.update({
          collection: 'referrals',
          id: referral.id,
          depth: 0,
          data: step.data,
          context: { [REFERRAL_ACTOR_CONTEXT]: step.by },
        })
      }
    }
    if (story.withdrawn) {
      // As the homeowner's withdrawal does it: the lead, then its open referrals (the rule then reads withdrawn).
      await payload.update({
        collection: 'leads',
        id: lead.id,
        depth: 0,
        data: { withdrawnAt: '2026-11-21T09:00:00.000Z' },
      })
      await payload.update({
        collection: 'referrals',
        where: { lead: { equals: lead.id }, status: { in: ['sent', 'accepted', 'contacted', 'quoted'] } },
        depth: 0,
        data: { status: 'withdrawn' },
        context: { [REFERRAL_ACTOR_CONTEXT]: 'homeowner' },
      })
    }
    if (story.spam) {
      await payload.update({
        collection: 'leads',
        id: lead.id,
        depth: 0,
        data: {
          status: 'spam',
          statusOverride: { reason: 'Demo: a test submission', at: '2026-11-21T09:00:00.000Z' },
        },
      })
    }
  }
}
