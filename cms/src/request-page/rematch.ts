import type { PayloadRequest } from 'payload'

import {
  ENDED_REFERRAL_STATUSES,
  MAX_ACTIVE_REFERRALS,
  NO_ACCEPTANCE_HOURS,
  type RematchResult,
} from '../contracts/rematch'
import { lockLead } from '../database/queries/lead-row'
import { drizzleOf, inTransaction } from '../database/transaction'
import { queueEmails } from '../email/queue/queue-emails'
import { REMINDER_AFTER_HOURS } from '../email/referral-email-job'
import { matchContractors } from '../matching/match-contractors'
import type { MatchedContractor } from '../contracts/contractor-match'
import type { ReferralStatus } from '../contracts/lead-options'
import type { Lead } from '../payload-types'
import { referralStatusesOf } from './needs-attention'
import { relationId } from '../contracts/relation-id'

const HOUR_MS = 60 * 60 * 1000

/**
 * The contractors the matching offers for the request now (its own order: local first, else national), less those
 * already on it: the candidates for a rematch, or for the offer the request page shows.
 */
export const otherMatches = async (
  req: PayloadRequest,
  lead: { id: string; service: string | { id: string }; zipCode: string },
): Promise<MatchedContractor[]> => {
  const { payload } = req
  // One after the other: inside a rematch both run on its transaction's one connection, which takes one at a time.
  const service = await payload.findByID({
    collection: 'services',
    id: relationId(lead.service),
    depth: 0,
    select: { slug: true },
    disableErrors: true,
    req,
  })
  if (!service) return []
  const referrals = await payload.find({
    collection: 'referrals',
    where: { lead: { equals: lead.id } },
    pagination: false,
    depth: 0,
    select: { contractor: true },
    req,
  })
  const onRequest = new Set(referrals.docs.map((referral) => relationId(referral.contractor)))
  const match = await matchContractors(payload, { serviceSlug: service.slug, zip: lead.zipCode })
  return [...match.local, ...match.national].filter((contractor) => !onRequest.has(contractor.id))
}

const roomOn = (statuses: ReferralStatus[]): number =>
  MAX_ACTIVE_REFERRALS - statuses.filter((status) => !ENDED_REFERRAL_STATUSES.includes(status)).length

/**
 * How many contractors a rematch would add to the request now (0: no match is left), or null when there is no room
 * for any (as many as may work it at once still have it, if only to answer it).
 */
export const rematchOffer = async (req: PayloadRequest, lead: Lead): Promise<number | null> => {
  const room = roomOn(await referralStatusesOf(req, lead.id))
  return room > 0 ? Math.min(room, (await otherMatches(req, lead)).length) : null
}

/**
 * Sends the request to other matching contractors, as many as leave MAX_ACTIVE_REFERRALS working it at once: a
 * referral each (sent), their new-request email and next-day reminder, a new NO_ACCEPTANCE_HOURS wait; the lead
 * keeps when and no longer needs attention. All in one transaction. Null when the lead does not exist.
 */
export const rematchLead = (req: PayloadRequest, leadId: string): Promise<RematchResult | null> =>
  inTransaction(req, async () => {
    // Locked until the transaction ends, so two rematches at once add contractors one after the other.
    const locked = await lockLead(await drizzleOf(req), leadId)
    if (!locked) return null
    if (locked.withdrawnAt) return { outcome: 'withdrawn' }
    const { payload } = req
    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, req })
    const room = roomOn(await referralStatusesOf(req, leadId))
    if (room <= 0) return { outcome: 'full' }
    const chosen = (await otherMatches(req, lead)).slice(0, room)
    if (chosen.length === 0) return { outcome: 'none-left' }

    const now = new Date()
    for (const contractor of chosen) {
      const referral = await payload.create({
        collection: 'referrals',
        data: { lead: leadId, contractor: contractor.id, status: 'sent' },
        depth: 0,
        req,
      })
      await queueEmails(req, [{ type: 'quote', leadId, contractorId: contractor.id }])
      await queueEmails(req, [{ type: 'referral', referralId: referral.id, kind: 'reminder' }], {
        startAfter: new Date(now.getTime() + REMINDER_AFTER_HOURS * HOUR_MS),
      })
    }
    const rematchedAt = now.toISOString()
    await payload.update({
      collection: 'leads',
      id: leadId,
      data: { rematchedAt, needsAttentionSince: null },
      depth: 0,
      req,
    })
    await queueEmails(req, [{ type: 'homeowner', leadId, kind: 'noAcceptance', since: rematchedAt }], {
      startAfter: new Date(now.getTime() + NO_ACCEPTANCE_HOURS * HOUR_MS),
    })
    return {
      outcome: 'rematched',
      added: chosen.map((contractor) => ({ id: contractor.id, name: contractor.name })),
    }
  })
