import type { PayloadRequest } from 'payload'

import type { RequestPageData } from '../contracts/request-page'
import type { RequestPageReview } from '../contracts/review-request'
import { requestReference } from '../contracts/request-reference'
import { areaOfZip, cityLabel } from '../matching/zip-area'
import type { Contractor, Lead } from '../payload-types'
import { rematchOffer } from './rematch'
import { requestTimeline } from './request-timeline'
import { relationId } from '../contracts/relation-id'

/** The homeowner's own reviews of these referrals, by referral: what they wrote and where its check stands. */
const reviewsOf = async (
  req: PayloadRequest,
  referralIds: string[],
): Promise<Map<string, RequestPageReview>> => {
  if (referralIds.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { referral: { in: referralIds } },
    pagination: false,
    depth: 0,
    select: {
      referral: true,
      status: true,
      rating: true,
      text: true,
      rejectionReason: true,
      createdAt: true,
    },
    req,
  })
  return new Map(
    docs.map((review) => [
      relationId(review.referral),
      {
        status: review.status,
        rating: review.rating,
        text: review.text,
        sentAt: review.createdAt,
        rejectionReason: review.status === 'rejected' ? (review.rejectionReason ?? null) : null,
      },
    ]),
  )
}

/**
 * What the homeowner's page shows of their request (contracts/request-page.ts): chosen fields only, so nothing of
 * the homeowner's contact details, the lead's machinery or a contractor's private notes reaches the page.
 */
export const requestPageData = async (req: PayloadRequest, lead: Lead): Promise<RequestPageData> => {
  const { payload } = req
  const [service, referrals] = await Promise.all([
    payload.findByID({
      collection: 'services',
      id: relationId(lead.service),
      depth: 0,
      select: { name: true },
      disableErrors: true,
      req,
    }),
    payload.find({
      collection: 'referrals',
      where: { lead: { equals: lead.id } },
      pagination: false,
      depth: 1,
      select: {
        contractor: true,
        status: true,
        quoteAmount: true,
        quoteMessage: true,
        homeownerChoice: true,
        declineCategory: true,
        history: true,
        createdAt: true,
      },
      // The slug, activity and credential dates say whether the contractor has a profile to link to.
      populate: {
        contractors: {
          name: true,
          slug: true,
          isActive: true,
          licensedUntil: true,
          insuredUntil: true,
          verified: true,
          logo: true,
          logoResponsive: true,
        },
      },
      req,
    }),
  ])
  const reviews = await reviewsOf(
    req,
    referrals.docs.map((referral) => referral.id),
  )
  const area = areaOfZip(lead.zipCode)
  // Only while nobody works the open request (the matching runs then alone), and there is room for others.
  const onOffer = lead.needsAttentionSince && !lead.withdrawnAt ? await rematchOffer(req, lead) : null
  // A contractor deleted since is still a line (their referral stayed), without a name to show.
  const named = referrals.docs.map((referral) => ({
    referral,
    name:
      typeof referral.contractor === 'object'
        ? (referral.contractor as Contractor).name
        : 'A contractor no longer listed',
  }))
  return {
    reference: requestReference(lead.id),
    service: service?.name ?? '',
    zipCode: lead.zipCode,
    city: area ? cityLabel(area) : null,
    sentAt: lead.createdAt,
    withdrawnAt: lead.withdrawnAt ?? null,
    deletionRequestedAt: lead.deletionRequestedAt ?? null,
    contractors: referrals.docs
      .map((referral) => {
        // A contractor deleted since is still a line (their referral stayed), without a name to show.
        const contractor =
          typeof referral.contractor === 'object' ? (referral.contractor as Contractor) : null
        return {
          id: referral.id,
          name: contractor?.name ?? 'A contractor no longer listed',
          profileSlug: contractor?.isActive && contractor.verified ? contractor.slug : null,
          logo: contractor?.logoResponsive ?? null,
          status: referral.status,
          quoteAmount: referral.quoteAmount ?? null,
          quoteMessage: referral.quoteMessage ?? null,
          homeownerChoice: referral.homeownerChoice ?? null,
          review: reviews.get(referral.id) ?? null,
        }
      })
      // The referrals of one request are written together, so their order is the names'.
      .sort((a, b) => a.name.localeCompare(b.name)),
    timeline: requestTimeline(lead, named),
    otherContractors:
      lead.needsAttentionSince && onOffer !== null ? { since: lead.needsAttentionSince, onOffer } : null,
  }
}
