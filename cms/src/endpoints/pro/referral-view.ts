import type { PayloadRequest } from 'payload'

import { CONTACT_VISIBLE_STATUSES } from '../../contracts/referral-progress'
import type { ProReferral } from '../../contracts/pro-referrals'
import { areaOfZip, cityLabel } from '../../matching/zip-area'
import type { Lead, Referral } from '../../payload-types'
import { relationId } from '../../contracts/relation-id'

const LEAD_FIELDS = {
  service: true,
  zipCode: true,
  name: true,
  email: true,
  phone: true,
  contactPref: true,
  budgetRange: true,
  timeframe: true,
  description: true,
  withdrawnAt: true,
} as const

type LeadView = Pick<Lead, 'id' | keyof typeof LEAD_FIELDS>

/**
 * The portal's view of referrals: each with its lead's project details, and the homeowner's contact details only
 * while the contractor has accepted and the homeowner has not withdrawn. A fixed number of queries whatever the
 * number of referrals (their leads in one, the leads' services in another).
 */
export const proReferralsOf = async (req: PayloadRequest, referrals: Referral[]): Promise<ProReferral[]> => {
  if (referrals.length === 0) return []
  const { payload } = req
  const { docs: leads } = await payload.find({
    collection: 'leads',
    where: { id: { in: referrals.map((referral) => relationId(referral.lead)) } },
    select: LEAD_FIELDS,
    depth: 0,
    pagination: false,
    req,
  })
  const leadById = new Map(leads.map((lead) => [lead.id, lead as LeadView]))
  const { docs: services } = await payload.find({
    collection: 'services',
    where: { id: { in: [...new Set(leads.map((lead) => relationId(lead.service)))] } },
    select: { name: true },
    depth: 0,
    pagination: false,
    req,
  })
  const serviceName = new Map(services.map((service) => [service.id, service.name]))
  return referrals.flatMap((referral) => {
    const lead = leadById.get(relationId(referral.lead))
    if (!lead) return []
    const withdrawn = Boolean(lead.withdrawnAt) || referral.status === 'withdrawn'
    const area = areaOfZip(lead.zipCode)
    return [
      {
        id: referral.id,
        status: referral.status,
        sentAt: referral.createdAt,
        service: serviceName.get(relationId(lead.service)) ?? '',
        zipCode: lead.zipCode,
        city: area ? cityLabel(area) : null,
        budgetRange: lead.budgetRange ?? null,
        timeframe: lead.timeframe ?? null,
        description: lead.description,
        contactPref: lead.contactPref,
        withdrawn,
        contact:
          !withdrawn && CONTACT_VISIBLE_STATUSES.includes(referral.status)
            ? { name: lead.name, email: lead.email, phone: lead.phone }
            : null,
        declineReason: referral.declineReason ?? null,
        quoteAmount: referral.quoteAmount ?? null,
        quoteMessage: referral.quoteMessage ?? null,
        history: (referral.history ?? []).map(({ status, at, by }) => ({ status, at, by })),
      },
    ]
  })
}
