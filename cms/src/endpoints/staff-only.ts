import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '../access/roles'

/** The refusal for a dashboard endpoint, or null when the signed-in user is staff or an admin. */
const refuseUnlessStaff = (req: PayloadRequest, what: string): Response | null => {
  if (!req.user) return Response.json({ errors: [{ message: `Sign in to see ${what}.` }] }, { status: 401 })
  if (!hasRole(req.user, 'staff', 'admin')) {
    return Response.json({ errors: [{ message: `Only staff can see ${what}.` }] }, { status: 403 })
  }
  return null
}

/**
 * A GET endpoint of the staff dashboard: anyone else is refused (401 signed out, 403 signed in) before `handler`
 * runs. `what` names what it shows, in the refusal.
 */
export const staffEndpoint = ({
  path,
  what,
  handler,
}: {
  path: string
  what: string
  handler: (req: PayloadRequest) => Promise<Response>
}): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => refuseUnlessStaff(req, what) ?? handler(req),
})

/** A dashboard answer: one person's view of the leads, so no cache keeps it. */
export const staffJson = (body: unknown): Response =>
  Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
