import type { PayloadRequest } from 'payload'

import type { LeadView, LeadViewReferral } from '../../contracts/lead-view'
import { requestReference } from '../../contracts/request-reference'
import { SITE_PATHS } from '../../contracts/site-paths'
import { readLeadEmails } from '../../email/queue/lead-email-jobs'
import { areaOfZip, cityLabel } from '../../matching/zip-area'
import type { Contractor, Lead, Referral, Service, User } from '../../payload-types'
import { requestToken } from '../../request-page/request-token'

const referralView = (referral: Referral): LeadViewReferral => {
  const contractor = typeof referral.contractor === 'object' ? (referral.contractor as Contractor) : null
  return {
    id: referral.id,
    contractor: contractor ? { id: contractor.id, name: contractor.name } : null,
    status: referral.status,
    sentAt: referral.createdAt,
    history: (referral.history ?? []).map(({ status, at, by }) => ({ status, at, by })),
    declineCategory: referral.declineCategory ?? null,
    declineReason: referral.declineReason ?? null,
    quoteAmount: referral.quoteAmount ?? null,
    quoteMessage: referral.quoteMessage ?? null,
    homeownerChoice: referral.homeownerChoice ?? null,
    homeownerChoiceAt: referral.homeownerChoiceAt ?? null,
  }
}

/** Who set a status by hand, by name (or email) while their account exists. */
const nameOf = (user: string | User | null | undefined): string | null =>
  typeof user === 'object' && user ? user.name || user.email : null

/** One lead as the dashboard's lead page shows it (contracts/lead-view.ts), or null when there is none. */
export const leadViewData = async (req: PayloadRequest, id: string): Promise<LeadView | null> => {
  const { payload } = req
  const lead: Lead | null = await payload.findByID({
    collection: 'leads',
    id,
    depth: 1,
    populate: { services: { name: true }, users: { name: true, email: true } },
    disableErrors: true,
    req,
  })
  if (!lead) return null
  const [referrals, emails] = await Promise.all([
    payload.find({
      collection: 'referrals',
      where: { lead: { equals: lead.id } },
      pagination: false,
      depth: 1,
      populate: { contractors: { name: true } },
      sort: 'createdAt',
      req,
    }),
    readLeadEmails(req, lead.id),
  ])
  const service = typeof lead.service === 'object' ? (lead.service as Service) : null
  const area = areaOfZip(lead.zipCode)
  const { consentEvidence: consent, attribution, statusOverride } = lead
  return {
    id: lead.id,
    reference: requestReference(lead.id),
    createdAt: lead.createdAt,
    status: lead.status,
    statusOverride: statusOverride?.at
      ? { reason: statusOverride.reason ?? '', by: nameOf(statusOverride.by), at: statusOverride.at }
      : null,
    service: service ? { id: service.id, name: service.name } : null,
    zipCode: lead.zipCode,
    city: area ? cityLabel(area) : null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    contactPref: lead.contactPref,
    budgetRange: lead.budgetRange ?? null,
    timeframe: lead.timeframe ?? null,
    description: lead.description,
    consentEvidence: {
      textVersion: consent?.textVersion ?? null,
      acceptedAt: consent?.acceptedAt ?? null,
      ip: consent?.ip ?? null,
      userAgent: consent?.userAgent ?? null,
      page: consent?.page ?? null,
    },
    attribution: {
      utmSource: attribution?.utmSource ?? null,
      utmMedium: attribution?.utmMedium ?? null,
      utmCampaign: attribution?.utmCampaign ?? null,
      utmTerm: attribution?.utmTerm ?? null,
      utmContent: attribution?.utmContent ?? null,
      referrer: attribution?.referrer ?? null,
    },
    needsAttentionSince: lead.needsAttentionSince ?? null,
    withdrawnAt: lead.withdrawnAt ?? null,
    deletionRequestedAt: lead.deletionRequestedAt ?? null,
    requestUrl: `${payload.config.serverURL}${SITE_PATHS.request(requestToken(lead.id, payload.secret))}`,
    referrals: referrals.docs.map(referralView),
    emails,
  }
}
