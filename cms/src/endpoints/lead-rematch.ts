import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasRole } from '../access/roles'
import { REMATCH_REFUSALS, type RematchResult } from '../contracts/rematch'
import { rematchLead } from '../request-page/rematch'
import { privateJson } from './answers'
import { refusal } from '../server/refusals'

const NOT_FOUND = 'We could not find this lead.'

/**
 * POST /api/admin/leads/:id/rematch: staff send a lead to other matching contractors, as the homeowner's own
 * rematch does (up to three working it at once). 200 with the contractors added, or 409 saying why none was.
 */
export const leadRematchEndpoint: Endpoint = {
  path: '/admin/leads/:id/rematch',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refusal(401, 'Sign in to rematch a lead.')
    if (!hasRole(req.user, 'staff', 'admin')) return refusal(403, 'Only staff can rematch a lead.')
    const id = z.uuid().safeParse(req.routeParams?.id)
    if (!id.success) return refusal(404, NOT_FOUND)
    const result = await rematchLead(req, id.data)
    if (!result) return refusal(404, NOT_FOUND)
    if (result.outcome !== 'rematched') return refusal(409, REMATCH_REFUSALS[result.outcome])
    return privateJson(result satisfies RematchResult)
  },
}
