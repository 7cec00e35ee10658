import type { PayloadRequest } from 'payload'

import { hasRole } from '../access/roles'

/** The refusal for a dashboard endpoint, or null when the signed-in user is staff or an admin. */
export const refuseUnlessStaff = (req: PayloadRequest, what: string): Response | null => {
  if (!req.user) return Response.json({ errors: [{ message: `Sign in to see ${what}.` }] }, { status: 401 })
  if (!hasRole(req.user, 'staff', 'admin')) {
    return Response.json({ errors: [{ message: `Only staff can see ${what}.` }] }, { status: 403 })
  }
  return null
}
