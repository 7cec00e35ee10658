import type { Endpoint, PayloadRequest } from 'payload'

import {
  leadIdSchema,
  leadStatusOverrideSchema,
  type LeadDeleted,
  type LeadView,
} from '../../contracts/lead-view'
import { lockLead } from '../../database/queries/lead-row'
import { drizzleOf, inTransaction } from '../../database/transaction'
import { queueEmails } from '../../email/queue/queue-emails'
import { jsonBody, privateJson } from '../answers'
import { invalidInput, refusal } from '../../server/refusals'
import { staffEndpoint } from '../staff-only'
import { leadViewData } from './lead-view-data'

/** A lead's page on the dashboard and what staff do there, under /api/admin/leads/:id. */

export const LEAD_NOT_FOUND_MESSAGE = 'There is no lead with this id: it may have been deleted.'
export const NO_DELETION_REQUEST_MESSAGE =
  'The homeowner has not asked for their data to be deleted. An admin can delete the lead in the CMS.'

/** The lead id in the path, or null for anything that cannot be one (answered like a lead that is not there). */
const leadIdOf = (req: PayloadRequest): string | null => {
  const parsed = leadIdSchema.safeParse(req.routeParams?.['id'])
  return parsed.success ? parsed.data : null
}

const answerView = async (req: PayloadRequest, id: string): Promise<Response> => {
  const view = await leadViewData(req, id)
  return view ? privateJson(view satisfies LeadView) : refusal(404, LEAD_NOT_FOUND_MESSAGE)
}

export const adminLeadEndpoints: Endpoint[] = [
  staffEndpoint({
    /** GET /api/admin/leads/:id: everything about one lead for the dashboard's lead page. */
    path: '/admin/leads/:id',
    what: 'leads',
    handler: async (req) => {
      const id = leadIdOf(req)
      return id ? answerView(req, id) : refusal(404, LEAD_NOT_FOUND_MESSAGE)
    },
  }),
  staffEndpoint({
    /**
     * POST /api/admin/leads/:id/status: staff set the status by hand, with a reason; the lead keeps who, when and
     * why, and the status rule leaves it as set from then on. Answers the lead's page as it now is.
     */
    path: '/admin/leads/:id/status',
    method: 'post',
    what: 'leads',
    handler: async (req) => {
      const id = leadIdOf(req)
      if (!id) return refusal(404, LEAD_NOT_FOUND_MESSAGE)
      const parsed = leadStatusOverrideSchema.safeParse(await jsonBody(req))
      if (!parsed.success) return invalidInput(parsed.error)
      const updated = await req.payload.update({
        collection: 'leads',
        where: { id: { equals: id } },
        data: {
          status: parsed.data.status,
          statusOverride: { reason: parsed.data.reason, by: req.user?.id, at: new Date().toISOString() },
        },
        depth: 0,
        req,
      })
      if (updated.docs.length === 0) return refusal(404, LEAD_NOT_FOUND_MESSAGE)
      return answerView(req, id)
    },
  }),
  staffEndpoint({
    /**
     * POST /api/admin/leads/:id/deletion: staff carry out a homeowner's deletion request. The lead goes with its
     * referrals and the emails about it (the collection's own delete hooks), and the homeowner is told at the
     * address it had, by an email queued in the same transaction: it goes out only if the deletion is kept.
     */
    path: '/admin/leads/:id/deletion',
    method: 'post',
    what: 'leads',
    handler: async (req) => {
      const id = leadIdOf(req)
      if (!id) return refusal(404, LEAD_NOT_FOUND_MESSAGE)
      // The lead stays locked until the deletion commits: of two deletions at once, the second waits for the first
      // and then finds nothing, so the homeowner is told once.
      const outcome = await inTransaction(req, async () => {
        const lead = await lockLead(await drizzleOf(req), id)
        if (!lead) return refusal(404, LEAD_NOT_FOUND_MESSAGE)
        if (!lead.deletionRequestedAt) return refusal(409, NO_DELETION_REQUEST_MESSAGE)
        await req.payload.delete({ collection: 'leads', id, depth: 0, req })
        await queueEmails(req, [{ type: 'dataDeleted', email: lead.email }])
        return null
      })
      return outcome ?? privateJson({ deleted: true, toldAt: new Date().toISOString() } satisfies LeadDeleted)
    },
  }),
]
