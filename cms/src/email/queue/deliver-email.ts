import type PgBoss from 'pg-boss'
import { createLocalReq, type Payload } from 'payload'
import type { Pool } from 'pg'

import { claimStands } from '../../database/queries/email-claims'
import { sendInvite, sendLeadAddressNotice } from '../account-email-job'
import { sendCredentialExpiryNotice } from '../credential-expiry-email-job'
import { sendHomeownerChoiceEmail } from '../homeowner-choice-email-job'
import { sendHomeownerEmail } from '../homeowner-email-job'
import { sendDataDeleted } from '../data-deleted-email-job'
import { sendQuoteEmail, type SentTo } from '../quote-email-job'
import { sendReferralEmail } from '../referral-email-job'
import { sendReviewEmail } from '../review-email-job'
import { sendStaffNotice } from '../staff-notice-email-job'
import { EMAIL_QUEUE, type EmailJob } from './email-jobs'

/** Sends the email a job stands for, with the records as they are now. */
const sendJobEmail = async (payload: Payload, job: EmailJob): Promise<SentTo> => {
  const req = await createLocalReq({}, payload)
  switch (job.type) {
    case 'quote':
      return sendQuoteEmail(req, job)
    case 'referral':
      return sendReferralEmail(req, job)
    case 'invite':
      return sendInvite(req, job)
    case 'leadAddressChanged':
      return sendLeadAddressNotice(req, job)
    case 'homeownerChoice':
      return sendHomeownerChoiceEmail(req, job)
    case 'homeowner':
      return sendHomeownerEmail(req, job)
    case 'staffNotice':
      return sendStaffNotice(req, job)
    case 'dataDeleted':
      return sendDataDeleted(req, job)
    case 'review':
      return sendReviewEmail(req, job)
    case 'credentialExpiry':
      return sendCredentialExpiryNotice(req, job)
  }
}

export type ClaimedEmail = PgBoss.JobWithMetadata<EmailJob>

export type Delivery = 'sent' | 'failed' | 'taken back'

/**
 * Sends one claimed email, then marks its job completed at once (so a crash after this costs no duplicate) or
 * failed (retried after its backoff, until RETRY_LIMIT). The one message a worker can send twice is the one in
 * flight when it dies: sent, and not yet marked.
 */
export const deliverClaimed = async (
  boss: PgBoss,
  payload: Payload,
  pool: Pool,
  job: ClaimedEmail,
): Promise<Delivery> => {
  // A worker paused (SIGSTOP, a long GC, a frozen VM) past its claim finds the job taken back, and another worker
  // may have sent it already: it leaves it alone instead of sending it a second time.
  if (!(await claimStands(pool, { queue: EMAIL_QUEUE, id: job.id, startedOn: job.startedOn })))
    return 'taken back'
  let output: SentTo
  try {
    output = await sendJobEmail(payload, job.data)
  } catch (error) {
    payload.logger.error({
      msg: 'Email not sent; it will be retried',
      type: job.data.type,
      jobId: job.id,
      err: error,
    })
    await boss.fail(EMAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) })
    return 'failed'
  }
  // Sent. Should marking it fail (the database gone this instant), the claim runs out and the email goes again:
  // the one duplicate a crash can cost.
  await boss.complete(EMAIL_QUEUE, job.id, output)
  return 'sent'
}

/** Claims the due jobs, up to `limit`, oldest first (SELECT … FOR UPDATE SKIP LOCKED: no two workers get one). */
export const claimEmails = async (boss: PgBoss, limit: number): Promise<ClaimedEmail[]> =>
  (await boss.fetch<EmailJob>(EMAIL_QUEUE, { batchSize: limit, includeMetadata: true })) ?? []
