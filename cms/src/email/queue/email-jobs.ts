import { randomUUID } from 'node:crypto'

import type { CredentialCollection } from '../../database/queries/contractor-credentials'
import { loadConfiguration, type Configuration } from '../../runtime/config'
import type { HomeownerChoiceEmailKind } from '../homeowner-choice-emails'
import type { HomeownerEmailKind } from '../homeowner-emails'
import type { ReferralEmailKind } from '../referral-emails'
import type { ReviewEmailKind } from '../review-emails'
import type { StaffNoticeReason } from '../staff-notice-emails'

/**
 * Every email is one job in pg-boss's table (docs/decisions/0001-email-job-engine.md), on this one queue; `type`
 * says which email it is and names the records it is about, never an address it could go stale on.
 */
export const EMAIL_QUEUE = 'emails'

/** pg-boss's schema: its tables, created and upgraded by the release step (email-boss.ts). */
export const QUEUE_SCHEMA = 'pgboss'

export type EmailJob =
  /** The homeowner's confirmation (no contractorId), or one chosen contractor's new request. */
  | { type: 'quote'; leadId: string; contractorId?: string }
  /** A referral's progress: to the homeowner (accepted, quoted), to the contractor (withdrawn, reminder). */
  | { type: 'referral'; referralId: string; kind: ReferralEmailKind }
  /** A contractor account's set-password link. */
  | { type: 'invite'; userId: string }
  /** The notice to the address that received a company's leads until staff changed it. */
  | { type: 'leadAddressChanged'; contractorId: string; previousEmail: string; newEmail: string | null }
  /** The homeowner's choice: "not chosen" to a contractor, or the homeowner asked to confirm a contractor's "won". */
  | { type: 'homeownerChoice'; referralId: string; kind: HomeownerChoiceEmailKind }
  /**
   * News of the request as a whole to the homeowner. `since` tells one offer of other contractors from the next:
   * the time nobody was left (all declined), or the start of the wait a delayed check runs after (no acceptance).
   */
  | { type: 'homeowner'; leadId: string; kind: HomeownerEmailKind; since?: string }
  /** To the team's address (site settings): a lead asks for staff, because its homeowner or its contractors did. */
  | { type: 'staffNotice'; leadId: string; reason: StaffNoticeReason }
  /**
   * To a homeowner whose data staff deleted at their request: it carries the address, because the lead it came from
   * is gone (and its own jobs with it) by the time it is sent.
   */
  | { type: 'dataDeleted'; email: string }
  /** To the homeowner of a hired job: the invitation to review the contractor, and its one reminder. */
  | { type: 'review'; referralId: string; kind: ReviewEmailKind }
  /** To a contractor, ahead of the expiry (`expiresOn`, as it was when queued) of one of its verified records. */
  | { type: 'credentialExpiry'; collection: CredentialCollection; recordId: string; expiresOn: string }

export type EmailJobType = EmailJob['type']

export const EMAIL_JOB_TYPES = [
  'quote',
  'referral',
  'invite',
  'leadAddressChanged',
  'homeownerChoice',
  'homeowner',
  'staffNotice',
  'dataDeleted',
  'review',
  'credentialExpiry',
] as const satisfies EmailJobType[]

/**
 * What makes an email the same email: a job's id is derived from it, so the same email is never queued twice (a
 * retried request, a repeated click). An invitation or an address notice is new each time it is asked for.
 */
export const emailJobKey = (job: EmailJob): string => {
  switch (job.type) {
    case 'quote':
      return quoteEmailKey(job.leadId, job.contractorId)
    case 'referral':
      return `referral:${job.referralId}:${job.kind}`
    case 'invite':
      return `invite:${job.userId}:${randomUUID()}`
    case 'leadAddressChanged':
      return `lead-address:${job.contractorId}:${randomUUID()}`
    case 'homeownerChoice':
      return `homeowner-choice:${job.referralId}:${job.kind}`
    case 'homeowner':
      return homeownerEmailKey(job.leadId, job.kind, job.since)
    case 'staffNotice':
      return `staff-notice:${job.leadId}:${job.reason}:${randomUUID()}`
    case 'dataDeleted':
      return `data-deleted:${randomUUID()}`
    case 'review':
      return `review:${job.referralId}:${job.kind}`
    case 'credentialExpiry':
      return `credential-expiry:${job.collection}:${job.recordId}:${job.expiresOn}`
  }
}

/** A lead's email's key; the quote request's SQL (database/queries/store-quote-request.ts) builds the same text. */
export const quoteEmailKey = (leadId: string, contractorId?: string): string =>
  `quote:${leadId}:${contractorId ?? 'homeowner'}`

/** A homeowner email's key; the quote request's SQL builds the same text for the delayed check it queues. */
export const homeownerEmailKey = (leadId: string, kind: HomeownerEmailKind, since?: string): string =>
  `homeowner:${leadId}:${kind}:${since ?? ''}`

export type QueueSettings = {
  /** How long a worker's claim on a job lasts; after it, a job its worker did not finish is taken back. */
  claimSeconds: number
  /** The first retry's wait in seconds; each later one waits twice as long. */
  retryDelaySeconds: number
}

/**
 * EMAIL_CLAIM_SECONDS (60): long enough for any send (the SMTP transport gives up within 40 s, smtp-adapter.ts) and
 * short enough that a dead worker's job is taken back within about a minute. EMAIL_RETRY_DELAY_SECONDS (2; the
 * tests set 0 to see a retry at once). Read when a job is queued and when one is sent, so every process that does
 * either must be given the same values.
 */
export const queueSettings = (
  {
    EMAIL_CLAIM_SECONDS,
    EMAIL_RETRY_DELAY_SECONDS,
  }: Pick<Configuration, 'EMAIL_CLAIM_SECONDS' | 'EMAIL_RETRY_DELAY_SECONDS'> = loadConfiguration(),
): QueueSettings => ({
  claimSeconds: EMAIL_CLAIM_SECONDS,
  retryDelaySeconds: EMAIL_RETRY_DELAY_SECONDS,
})

/** Eight attempts in all: with the default delay the last is about four minutes after the first. */
export const RETRY_LIMIT = 7

/** How long a job waits to be run before it is given up (a reminder's wait counts from when it falls due). */
export const KEEP_DAYS = 14
