import type { PayloadRequest } from 'payload'

import { dataDeleted } from './data-deleted-emails'
import type { SentTo } from './quote-email-job'
import { sendEmail } from './send-email'

/** Tells a homeowner their data is deleted, at the address the job carries: no record of them is left to read. */
export const sendDataDeleted = async (req: PayloadRequest, input: { email: string }): Promise<SentTo> => {
  await sendEmail(req, input.email, dataDeleted())
  return { to: input.email }
}
