import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { relationId } from '../contracts/relation-id'
import { hireEvidenceOf } from '../contracts/review-request'
import type { reviewSchema } from '../contracts/reviews'
import { lockLead } from '../database/queries/lead-row'
import { drizzleOf, inTransaction } from '../database/transaction'
import type { Lead } from '../payload-types'
import { reviewerCityOf, shownReviewerName } from './reviewer'

/** Why a review was refused, as the page shows it. */
export type ReviewRefusal = { status: 404 | 409; message: string }

export const REVIEW_REFUSALS = {
  unknown: 'We could not find this contractor on your request.',
  notHired: 'You can review a contractor once you have hired them for this job.',
  reviewedAlready: 'You have already reviewed this contractor for this job.',
} as const

/**
 * The homeowner's review of one contractor of their request, which starts pending until staff check it against the
 * policy. Only for a referral that was won or that the homeowner marked hired, and once: the lead's row is held
 * while it is written, so of two sends at once the second finds the first (the unique referral holds it in any
 * case). The writer is shown by first name and initial and by the city of the request's ZIP code, never by what
 * they could type. Returns the refusal, or null when the review was saved.
 */
export const writeReview = (
  req: PayloadRequest,
  lead: Lead,
  referralId: string,
  { rating, text, featurePermission }: z.output<typeof reviewSchema>,
): Promise<ReviewRefusal | null> =>
  inTransaction(req, async () => {
    if (!(await lockLead(await drizzleOf(req), lead.id)))
      return { status: 404, message: REVIEW_REFUSALS.unknown }
    const { payload } = req
    const {
      docs: [referral],
    } = await payload.find({
      collection: 'referrals',
      where: { and: [{ id: { equals: referralId } }, { lead: { equals: lead.id } }] },
      limit: 1,
      depth: 0,
      select: { contractor: true, status: true, homeownerChoice: true },
      req,
    })
    if (!referral) return { status: 404, message: REVIEW_REFUSALS.unknown }
    const hireEvidence = hireEvidenceOf(referral)
    if (!hireEvidence) return { status: 409, message: REVIEW_REFUSALS.notHired }
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { referral: { equals: referral.id } },
      req,
    })
    if (totalDocs > 0) return { status: 409, message: REVIEW_REFUSALS.reviewedAlready }
    await payload.create({
      collection: 'reviews',
      data: {
        referral: referral.id,
        contractor: relationId(referral.contractor),
        service: relationId(lead.service),
        hireEvidence,
        rating,
        text,
        featurePermission,
        reviewerName: shownReviewerName(lead.name),
        reviewerCity: reviewerCityOf(lead.zipCode),
        status: 'pending',
      },
      depth: 0,
      req,
    })
    return null
  })
