import type { PayloadRequest, Where } from 'payload'

import { leadFilterFromParams, leadFilterSchema, leadFilterWhere } from '../contracts/lead-filter'
import { csvRow } from '../export/csv'
import type { Lead } from '../payload-types'
import { staffEndpoint } from './staff-only'

const BATCH_SIZE = 1000

const HEADER = [
  'Date',
  'Service',
  'ZIP Code',
  'Name',
  'Email',
  'Phone',
  'Status',
  'Contact Preference',
  'Budget',
  'Timeframe',
  'Description',
  'Lead ID',
] as const

const serviceNames = async (req: PayloadRequest): Promise<Map<string, string>> => {
  const { docs } = await req.payload.find({
    collection: 'services',
    pagination: false,
    depth: 0,
    select: { name: true },
  })
  return new Map(docs.map((service) => [service.id, service.name]))
}

const leadRow = (lead: Lead, services: Map<string, string>): string => {
  const serviceId = typeof lead.service === 'string' ? lead.service : lead.service.id
  return csvRow([
    lead.createdAt,
    services.get(serviceId) ?? serviceId,
    lead.zipCode,
    lead.name,
    lead.email,
    lead.phone,
    lead.status,
    lead.contactPref,
    lead.budgetRange,
    lead.timeframe,
    lead.description,
    lead.id,
  ])
}

/**
 * GET /api/admin/leads/export?status=&service=&search=: the leads the table shows, as a CSV download. Read in
 * batches and streamed, so thousands of leads never sit in memory at once; leads that arrive while it runs are
 * left out, so the pages do not shift under it.
 */
export const leadsExportEndpoint = staffEndpoint({
  path: '/admin/leads/export',
  what: 'leads',
  handler: async (req) => {
    const filter = leadFilterSchema.safeParse(leadFilterFromParams(req.searchParams))
    if (!filter.success) {
      const errors = filter.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }))
      return Response.json({ errors }, { status: 400 })
    }
    const startedAt = new Date()
    const where: Where = {
      and: [...leadFilterWhere(filter.data).and, { createdAt: { less_than_equal: startedAt.toISOString() } }],
    } as Where
    const services = await serviceNames(req)
    const encoder = new TextEncoder()
    let page = 0

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte order mark, so spreadsheet programs read the names as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`))
      },
      async pull(controller) {
        page += 1
        const batch = await req.payload.find({
          collection: 'leads',
          where,
          sort: '-createdAt',
          page,
          limit: BATCH_SIZE,
          depth: 0,
          overrideAccess: false,
          user: req.user,
        })
        controller.enqueue(encoder.encode(batch.docs.map((lead) => leadRow(lead, services)).join('')))
        if (!batch.hasNextPage) controller.close()
      },
    })

    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${startedAt.toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
