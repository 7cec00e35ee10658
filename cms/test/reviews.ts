import type { Payload } from 'payload'

import type { Review } from '../src/payload-types'
import { unique } from './payload'

/** A contractor of `service`, with no reviews yet. */
export const createReviewedContractor = async (payload: Payload, service: string): Promise<string> =>
  (
    await payload.create({
      collection: 'contractors',
      data: {
        name: unique('Reviewed Co'),
        slug: unique('reviewed-co'),
        description: 'A contractor made by a test.',
        services: [service],
        states: ['FL'],
        reviewsCount: 0,
        contact: { email: 'office@reviewed-test.example.com', phone: '(555) 010-0000' },
      },
    })
  ).id

/**
 * A review waiting for moderation, of a won referral of `contractor`'s: written straight through the Local API as
 * the server's own code would, since no public write path is under test here.
 */
export const createPendingReview = async (
  payload: Payload,
  { contractor, service, rating = 5 }: { contractor: string; service: string; rating?: number },
): Promise<Review> => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service,
      zipCode: '33101',
      name: 'Maria Garcia',
      email: `${unique('reviewer')}@example.com`,
      phone: '(555) 010-1234',
      contactPref: 'phone',
      budgetRange: '10k-25k',
      timeframe: 'asap',
      description: 'Replace the kitchen cabinets and counters.',
      consent: true,
      idempotencyKey: crypto.randomUUID(),
      status: 'new',
    },
  })
  const referral = await payload.create({
    collection: 'referrals',
    data: { lead: lead.id, contractor, status: 'sent' },
  })
  await payload.update({ collection: 'referrals', id: referral.id, data: { status: 'won' } })
  return payload.create({
    collection: 'reviews',
    data: {
      referral: referral.id,
      contractor,
      service,
      hireEvidence: 'contractor-won',
      rating,
      text: 'They finished on time and left the kitchen spotless.',
      reviewerName: 'Maria G.',
      reviewerCity: 'Miami, FL',
      featurePermission: true,
      status: 'pending',
    },
  })
}
