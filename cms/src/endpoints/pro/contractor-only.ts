import type { PayloadRequest } from 'payload'

import { companyOf } from '../../access/contractorScope'
import { refusal } from '../../server/refusals'

/**
 * The company of the signed-in contractor, or the refusal for anyone else: 401 signed out, 403 signed in as the team
 * (or as a contractor account without a company).
 */
export const companyOrRefusal = (req: PayloadRequest): string | Response => {
  if (!req.user) return refusal(401, 'Sign in to see your requests.')
  const company = companyOf(req.user)
  return company ?? refusal(403, 'This page is for contractors. The team works in the dashboard.')
}
