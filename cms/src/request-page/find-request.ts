import type { PayloadRequest } from 'payload'

import type { Lead } from '../payload-types'
import { leadIdOfToken, REQUEST_LINK_DAYS } from './request-token'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a request made at `createdAt` is past its page's life (REQUEST_LINK_DAYS) at `now`. */
export const isLinkExpired = (createdAt: string, now = Date.now()): boolean =>
  now - Date.parse(createdAt) > REQUEST_LINK_DAYS * DAY_MS

/**
 * The lead a request-page link opens, or null: a malformed, tampered or foreign token, a lead that is gone, or a
 * link past its life (isDeletedRequestLink tells the gone one apart, for its page to say so). The token is the
 * credential, so the read is the server's own (no user to check); `req` keeps it in the caller's transaction.
 */
export const findRequestLead = async (req: PayloadRequest, token: string): Promise<Lead | null> => {
  const id = leadIdOfToken(token, req.payload.secret)
  if (!id) return null
  const lead = await req.payload.findByID({ collection: 'leads', id, depth: 0, disableErrors: true, req })
  if (!lead || isLinkExpired(lead.createdAt)) return null
  return lead
}

/**
 * Whether a link that opens nothing is a genuine one (this site made it: its MAC holds) whose request is gone:
 * deleted, as the homeowner asked or by staff. Its page says so, where any other link is simply not found.
 */
export const isDeletedRequestLink = async (req: PayloadRequest, token: string): Promise<boolean> => {
  const id = leadIdOfToken(token, req.payload.secret)
  if (!id) return false
  const lead = await req.payload.findByID({ collection: 'leads', id, depth: 0, disableErrors: true, req })
  return !lead
}
