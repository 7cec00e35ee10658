import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '../access/roles'
import { refusal } from '../server/refusals'

/** The refusal for a dashboard endpoint, or null when the signed-in user is staff or an admin. */
const refuseUnlessStaff = (req: PayloadRequest, verb: string, what: string): Response | null => {
  if (!req.user) return refusal(401, `Sign in to ${verb} ${what}.`)
  if (!hasRole(req.user, 'staff', 'admin')) return refusal(403, `Only staff can ${verb} ${what}.`)
  return null
}

/**
 * An endpoint of the staff dashboard (GET unless said): anyone else is refused (401 signed out, 403 signed in)
 * before `handler` runs. `what` names what it shows or does, in the refusal.
 */
export const staffEndpoint = ({
  path,
  method = 'get',
  what,
  handler,
}: {
  path: string
  method?: 'get' | 'post'
  what: string
  handler: (req: PayloadRequest) => Promise<Response>
}): Endpoint => ({
  path,
  method,
  handler: async (req) => refuseUnlessStaff(req, method === 'get' ? 'see' : 'change', what) ?? handler(req),
})

/** A dashboard answer: one person's view of the leads, so no cache keeps it. */
export const staffJson = (body: unknown): Response =>
  Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
