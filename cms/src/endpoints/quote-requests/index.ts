import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import type { z } from 'zod'

import type { QuoteRequestAccepted, QuoteRequestError } from '../../contracts/quote-request-response'
import { CONSENT_TEXT_VERSION } from '../../contracts/quote-request-response'
import { quoteRequestSchema, type QuoteRequest } from '../../contracts/quote-request'
import { EMAIL_QUEUE } from '../../email/send-quote-email-task'
import { createRateLimiter } from './rate-limit'

const limiter = createRateLimiter({
  limit: Number(process.env.QUOTE_RATE_LIMIT ?? 10),
  windowMs: Number(process.env.QUOTE_RATE_WINDOW_MS ?? 60 * 60 * 1000),
})

const errorResponse = (status: number, errors: QuoteRequestError['errors']) =>
  Response.json({ errors } satisfies QuoteRequestError, { status })

const accepted = (id: string) =>
  Response.json({ id, status: 'received' } satisfies QuoteRequestAccepted, { status: 201 })

const fieldErrors = (error: z.ZodError) =>
  error.issues.map((issue) => ({ field: issue.path.join('.') || undefined, message: issue.message }))

/** The client address: Express puts req.ip (honouring TRUST_PROXY) in x-client-ip, replacing any sent. */
const clientIp = (req: PayloadRequest) => req.headers.get('x-client-ip') ?? 'unknown'

const findLeadByKey = async (req: PayloadRequest, idempotencyKey: string) =>
  (
    await req.payload.find({
      collection: 'leads',
      where: { idempotencyKey: { equals: idempotencyKey } },
      limit: 1,
      depth: 0,
      select: {},
    })
  ).docs[0]

/** Checks the service and the chosen contractors against the database; the problems, by field. */
const checkReferences = async (req: PayloadRequest, request: QuoteRequest) => {
  const service = (
    await req.payload.find({
      collection: 'services',
      where: { slug: { equals: request.serviceSlug } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  if (!service) return { errors: [{ field: 'serviceSlug', message: 'Please select a service' }] }
  const { totalDocs } = await req.payload.count({
    collection: 'contractors',
    where: {
      and: [
        { id: { in: request.contractorIds } },
        { isActive: { equals: true } },
        { services: { in: [service.id] } },
      ],
    },
  })
  if (totalDocs !== request.contractorIds.length) {
    return {
      errors: [
        {
          field: 'contractorIds',
          message: 'One or more selected contractors are not available for this service',
        },
      ],
    }
  }
  return { service }
}

/**
 * POST /api/quote-requests (DESIGN §5): the one way an anonymous visitor writes. Validated with the wizard's own
 * schema; the lead, one referral per contractor and the email jobs are stored in one transaction, committed before
 * the visitor is told it worked. A retry with the same idempotency key gets the first answer back.
 */
export const quoteRequestsEndpoint: Endpoint = {
  path: '/quote-requests',
  method: 'post',
  handler: async (req) => {
    if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return errorResponse(415, [
        { message: 'Send the quote request as JSON (Content-Type: application/json).' },
      ])
    }
    if (!limiter.take(clientIp(req))) {
      return errorResponse(429, [{ message: 'Too many requests from this address. Please try again later.' }])
    }
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return errorResponse(400, [{ message: 'The request body is not valid JSON.' }])
    }
    const parsed = quoteRequestSchema.safeParse(body)
    if (!parsed.success) return errorResponse(400, fieldErrors(parsed.error))
    const request = parsed.data

    // Honeypot: people never see the field. Answer as if accepted, so a bot learns nothing, and store nothing.
    if (request.website) return accepted(crypto.randomUUID())

    const replay = await findLeadByKey(req, request.idempotencyKey)
    if (replay) return accepted(replay.id)

    const references = await checkReferences(req, request)
    if ('errors' in references) return errorResponse(400, references.errors ?? [])

    try {
      await initTransaction(req)
      const lead = await req.payload.create({
        collection: 'leads',
        req,
        depth: 0,
        data: {
          service: references.service.id,
          zipCode: request.zipCode,
          name: request.name,
          email: request.email,
          phone: request.phone,
          contactPref: request.contactPref,
          budgetRange: request.budgetRange,
          timeframe: request.timeframe,
          description: request.description,
          consent: request.consent,
          status: 'new',
          idempotencyKey: request.idempotencyKey,
          consentEvidence: {
            textVersion: CONSENT_TEXT_VERSION,
            acceptedAt: new Date().toISOString(),
            ip: clientIp(req),
            userAgent: (req.headers.get('user-agent') ?? '').slice(0, 500),
            page: request.attribution?.page ?? req.headers.get('referer') ?? undefined,
          },
          attribution: {
            utmSource: request.attribution?.utmSource,
            utmMedium: request.attribution?.utmMedium,
            utmCampaign: request.attribution?.utmCampaign,
            utmTerm: request.attribution?.utmTerm,
            utmContent: request.attribution?.utmContent,
            referrer: request.attribution?.referrer,
          },
        },
      })
      for (const contractorId of request.contractorIds) {
        await req.payload.create({
          collection: 'referrals',
          req,
          depth: 0,
          data: { lead: lead.id, contractor: contractorId, status: 'sent' },
        })
      }
      for (const contractorId of [undefined, ...request.contractorIds]) {
        await req.payload.jobs.queue({
          task: 'sendQuoteEmail',
          queue: EMAIL_QUEUE,
          input: { leadId: lead.id, contractorId },
          req,
        })
      }
      await commitTransaction(req)
      // Payload reports a COMMIT that failed (the connection dropped mid-way, e.g. PostgreSQL restarting) as a
      // success. So the lead is looked up outside the transaction before the visitor is told it is safe.
      if (!(await findLeadByKey(req, request.idempotencyKey))) {
        return errorResponse(503, [{ message: 'We could not save your request just now. Please try again.' }])
      }
      return accepted(lead.id)
    } catch (error) {
      await killTransaction(req)
      // Two requests with the same key raced: the other one stored the lead, so answer with it.
      const raced = await findLeadByKey(req, request.idempotencyKey)
      if (raced) return accepted(raced.id)
      throw error
    }
  },
}
