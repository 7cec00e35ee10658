import type { Endpoint } from 'payload'
import { z } from 'zod'

import type { ReferralStatus } from '../../contracts/lead-options'
import { PRO_STATUS_WORDS, WITHDRAWN_MESSAGE, type ProReferral } from '../../contracts/pro-referrals'
import {
  canContractorMove,
  referralChangeSchema,
  type ReferralChange,
} from '../../contracts/referral-progress'
import { lockCompanyReferral } from '../../database/queries/referral-lock'
import { drizzleOf, inTransaction } from '../../database/transaction'
import { queueEmails } from '../../email/queue/queue-emails'
import { jsonBody, privateJson } from '../answers'
import { invalidInput, refusal } from '../../server/refusals'
import { companyOrRefusal } from './contractor-only'
import { proReferralsOf } from './referral-view'

const NOT_FOUND = 'We could not find this request among yours.'

/** What the homeowner is told of, by email, when their contractor makes this change. */
const EMAIL_OF: Partial<Record<ReferralStatus, 'accepted' | 'declined' | 'quoted'>> = {
  accepted: 'accepted',
  declined: 'declined',
  quoted: 'quoted',
}

/** Why the move cannot be made from where the referral is, in the contractor's words; null when it can. */
const refusedMove = (
  from: { status: ReferralStatus; withdrawn: boolean },
  to: ReferralStatus,
): string | null => {
  if (from.withdrawn || from.status === 'withdrawn') return WITHDRAWN_MESSAGE
  if (canContractorMove(from.status, to)) return null
  return `This request is already marked “${PRO_STATUS_WORDS[from.status]}”, so it cannot be marked “${PRO_STATUS_WORDS[to]}” now.`
}

const storedFields = (change: ReferralChange) => ({
  status: change.status,
  ...(change.status === 'declined' ? { declineCategory: change.category, declineReason: change.reason } : {}),
  ...(change.status === 'quoted'
    ? { quoteAmount: change.amount ?? null, quoteMessage: change.message || null }
    : {}),
})

/**
 * POST /api/pro/referrals/:id: the signed-in contractor moves one of their referrals on (CONTRACTOR_MOVES). The
 * change (timestamped by the collection's hook) and the homeowner's email about it are stored in one transaction.
 */
export const changeProReferralEndpoint: Endpoint = {
  path: '/pro/referrals/:id',
  method: 'post',
  handler: async (req) => {
    const company = companyOrRefusal(req)
    if (company instanceof Response) return company
    const id = z.uuid().safeParse(req.routeParams?.id)
    if (!id.success) return refusal(404, NOT_FOUND)
    const parsed = referralChangeSchema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    const change = parsed.data
    return inTransaction(req, async () => {
      // Two answers at once (a double click, two devices, the homeowner withdrawing or hiring meanwhile) are taken
      // one after the other, each from the status the last left.
      const current = await lockCompanyReferral(await drizzleOf(req), id.data, company)
      const refused = current ? refusedMove(current, change.status) : NOT_FOUND
      // Nothing was written: ending the transaction just lets the lock go.
      if (refused) return refusal(current ? 409 : 404, refused)
      const referral = await req.payload.update({
        collection: 'referrals',
        id: id.data,
        data: storedFields(change),
        depth: 0,
        req,
      })
      const email = EMAIL_OF[change.status]
      if (email) {
        await queueEmails(req, [{ type: 'referral', referralId: referral.id, kind: email }])
      }
      // A contractor's "won" is their word: the homeowner is asked, once, to confirm it.
      if (change.status === 'won') {
        await queueEmails(req, [{ type: 'homeownerChoice', referralId: referral.id, kind: 'confirmHire' }])
      }
      const [view] = await proReferralsOf(req, [referral])
      return privateJson(view satisfies ProReferral | undefined)
    })
  },
}
