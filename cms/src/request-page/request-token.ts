import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The private link to a homeowner's request page: the lead's id and a MAC of it under the server's secret, so the
 * link needs no column and no stored secret, and cannot be made for a lead by anyone without the secret: guessing
 * one means guessing a 128-bit MAC. Changing PAYLOAD_SECRET ends every link (and every session) at once.
 */

/** 16 bytes of id and 16 of MAC, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const MAC_BYTES = 16

/** A key of its own for these links, derived from the secret, so a MAC here is never valid anywhere else. */
const linkKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('homeowner-request-page').digest()

const macOf = (id: Buffer, secret: string): Buffer =>
  createHmac('sha256', linkKey(secret)).update(id).digest().subarray(0, MAC_BYTES)

export const requestToken = (leadId: string, secret: string): string => {
  const id = Buffer.from(leadId.replaceAll('-', ''), 'hex')
  if (id.length !== 16) throw new Error(`Not a lead id: ${leadId}`)
  return Buffer.concat([id, macOf(id, secret)]).toString('base64url')
}

/** The lead a token was made for, or null for anything else (a typo, a guess, a token under another secret). */
export const leadIdOfToken = (token: string, secret: string): string | null => {
  if (!TOKEN_PATTERN.test(token)) return null
  const bytes = Buffer.from(token, 'base64url')
  const id = bytes.subarray(0, 16)
  if (!timingSafeEqual(macOf(id, secret), bytes.subarray(16))) return null
  const hex = id.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A request page stays open this long after the request; after that its link is not found. */
export const REQUEST_LINK_DAYS = 365
