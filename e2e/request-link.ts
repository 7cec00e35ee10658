import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { requestToken } from '../cms/src/request-page/request-token'
import { E2E_DATA_DIR } from './config'

/**
 * The secret the request links are signed with: Payload's `payload.secret`, which it derives from PAYLOAD_SECRET.
 * The e2e server is given none, so it made one up beside its data (runtime/secret.ts). The link itself goes out only
 * by email, which this server only logs.
 */
const serverSecret = (): string => {
  const configured =
    process.env.PAYLOAD_SECRET || readFileSync(path.resolve(E2E_DATA_DIR, 'payload-secret'), 'utf8').trim()
  return createHash('sha256').update(configured).digest('hex').slice(0, 32)
}

/** The path of a lead's request page, as its homeowner's emails link it. */
export const requestPagePath = (leadId: string): string => `/requests/${requestToken(leadId, serverSecret())}`
