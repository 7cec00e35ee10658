import type { CollectionAfterChangeHook } from 'payload'

import { hireEvidenceOf, REVIEW_REMINDER_AFTER_DAYS } from '../../../contracts/review-request'
import { queueEmails } from '../../../email/queue/queue-emails'
import type { Referral } from '../../../payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a referral becomes a hire (the contractor's "won" or the homeowner's "I hired them", however it is made),
 * the homeowner's invitation to review is queued in the change's transaction, with its one reminder a week later.
 * Their keys are the referral's, so a hire undone and made again invites no one twice; whether each still goes
 * out is decided when it is sent (email/review-email-job.ts).
 */
export const inviteReview: CollectionAfterChangeHook<Referral> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !hireEvidenceOf(doc) || (previousDoc && hireEvidenceOf(previousDoc)))
    return doc
  await queueEmails(req, [{ type: 'review', referralId: doc.id, kind: 'invitation' }])
  await queueEmails(req, [{ type: 'review', referralId: doc.id, kind: 'reminder' }], {
    startAfter: new Date(Date.now() + REVIEW_REMINDER_AFTER_DAYS * DAY_MS),
  })
  return doc
}
