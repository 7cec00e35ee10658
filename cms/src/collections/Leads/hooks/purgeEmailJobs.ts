import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteLeadEmailJobs } from '../../../database/queries/lead-email-jobs'

/**
 * A deleted lead takes its email jobs with it, sent or not, in the deletion's transaction: a sent one keeps the
 * address it went to. Runs before the referrals are deleted, while they still say which jobs are the lead's.
 */
export const purgeEmailJobs: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteLeadEmailJobs(req, String(id))
}
