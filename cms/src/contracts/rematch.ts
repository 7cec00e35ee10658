import type { ReferralStatus } from './lead-options'
import { MAX_CONTRACTORS_PER_REQUEST } from './limits'

/**
 * Other matching contractors for a request nobody is working: asked for by the homeowner (their request page, one
 * click from the email that offers them) or by staff (POST /api/admin/leads/:id/rematch).
 */

/** A referral in these has no contractor working the request any more: it leaves room for another. */
export const ENDED_REFERRAL_STATUSES: readonly ReferralStatus[] = ['declined', 'lost', 'withdrawn']

/** At most this many contractors work a request at once, as many as the homeowner may choose. */
export const MAX_ACTIVE_REFERRALS = MAX_CONTRACTORS_PER_REQUEST

/** With no acceptance this long after the request (or after its last rematch), the homeowner is offered others. */
export const NO_ACCEPTANCE_HOURS = 48

/** Why a rematch added nobody, as its answer (409) says it to the homeowner and to staff. */
export const REMATCH_REFUSALS = {
  'none-left': 'There are no other matching contractors for this request right now.',
  full: `${MAX_ACTIVE_REFERRALS} contractors are already working on this request.`,
  withdrawn: 'This request was withdrawn.',
} as const

/** What a rematch did: the contractors it added, by name, or why it added none. */
export type RematchResult =
  { outcome: 'rematched'; added: { id: string; name: string }[] } | { outcome: keyof typeof REMATCH_REFUSALS }
