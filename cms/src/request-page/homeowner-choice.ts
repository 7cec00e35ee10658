import type { PayloadRequest } from 'payload'

import { REFERRAL_ACTOR_CONTEXT } from '../collections/Referrals/hooks/recordProgress'
import { OPEN_REFERRAL_STATUSES } from '../contracts/referral-progress'
import { HOMEOWNER_CHOOSABLE_STATUSES, type HomeownerChoiceInput } from '../contracts/request-page'
import { inTransaction } from '../database/transaction'
import { queueEmails } from '../email/queue/queue-emails'
import type { Lead, Referral } from '../payload-types'
import { lockOpenLead } from './homeowner-actions'

/** Why a choice was refused, as the page shows it. */
export type ChoiceRefusal = { status: 404 | 409; message: string; field?: keyof HomeownerChoiceInput }

export const CHOICE_REFUSALS = {
  withdrawn: 'You withdrew this request, so there is no one to hire on it.',
  unknown: 'We could not find this contractor on your request.',
  hiredAlready: 'You have already hired a contractor for this request.',
  chosenAlready: 'You have already told us this contractor is not for you.',
  notAnswered: 'You can choose a contractor once they have accepted your request.',
} as const

type ChoiceReferral = Pick<Referral, 'id' | 'status' | 'homeownerChoice'>

/** The referral closed by someone else's hire: still open, or a contractor's own "won" the homeowner never made. */
const closesOnHire = (referral: ChoiceReferral): boolean =>
  OPEN_REFERRAL_STATUSES.includes(referral.status) || (referral.status === 'won' && !referral.homeownerChoice)

const refusalOf = (referrals: ChoiceReferral[], chosen: ChoiceReferral | undefined): ChoiceRefusal | null => {
  if (!chosen) return { status: 404, message: CHOICE_REFUSALS.unknown, field: 'referralId' }
  if (referrals.some((referral) => referral.homeownerChoice === 'hired'))
    return { status: 409, message: CHOICE_REFUSALS.hiredAlready }
  if (chosen.homeownerChoice) return { status: 409, message: CHOICE_REFUSALS.chosenAlready }
  if (!HOMEOWNER_CHOOSABLE_STATUSES.includes(chosen.status))
    return { status: 409, message: CHOICE_REFUSALS.notAnswered }
  return null
}

/**
 * The homeowner's choice on one contractor of their request, in one transaction under the lead's lock (so of two
 * hires at once the second finds the first and is refused; the partial unique index on the referrals holds it in any
 * case). Hiring makes that referral won, and every other one still open (or only "won" by its contractor's word)
 * lost; "not for me" makes that one lost. Every change is the homeowner's in the history, and each contractor whose
 * referral it closes is told kindly by email. Returns the refusal, or null when the choice was made.
 */
export const makeHomeownerChoice = (
  req: PayloadRequest,
  lead: Lead,
  { referralId, choice }: HomeownerChoiceInput,
): Promise<ChoiceRefusal | null> =>
  inTransaction(req, async () => {
    if (!(await lockOpenLead(req, lead.id))) return { status: 409, message: CHOICE_REFUSALS.withdrawn }
    const { payload } = req
    const { docs: referrals } = await payload.find({
      collection: 'referrals',
      where: { lead: { equals: lead.id } },
      pagination: false,
      depth: 0,
      select: { status: true, homeownerChoice: true },
      req,
    })
    const chosen = referrals.find((referral) => referral.id === referralId)
    const refused = refusalOf(referrals, chosen)
    if (refused || !chosen) return refused
    const asHomeowner = { [REFERRAL_ACTOR_CONTEXT]: 'homeowner' }
    const closed =
      choice === 'hired' ? referrals.filter((r) => r.id !== chosen.id && closesOnHire(r)) : [chosen]
    await payload.update({
      collection: 'referrals',
      id: chosen.id,
      data: {
        status: choice === 'hired' ? 'won' : 'lost',
        homeownerChoice: choice,
        homeownerChoiceAt: new Date().toISOString(),
      },
      depth: 0,
      context: asHomeowner,
      req,
    })
    for (const referral of closed) {
      if (referral.id !== chosen.id) {
        await payload.update({
          collection: 'referrals',
          id: referral.id,
          data: { status: 'lost' },
          depth: 0,
          context: asHomeowner,
          req,
        })
      }
    }
    await queueEmails(
      req,
      closed.map((referral) => ({
        type: 'homeownerChoice' as const,
        referralId: referral.id,
        kind: 'notChosen' as const,
      })),
    )
    return null
  })
