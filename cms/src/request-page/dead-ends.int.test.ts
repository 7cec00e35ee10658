import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, emailJobs, makeDueNow, runEmailQueue } from '../../test/email-queue'
import { startMailCatcher } from '../../test/mail-catcher'
import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  testPayload,
  unique,
} from '../../test/payload'
import { startQuoteRequests } from '../../test/quote-requests'
import { asUser, firstErrorMessage, rest } from '../../test/rest'
import type { DeclineCategory } from '../contracts/lead-options'
import { REMATCH_REFUSALS, type RematchResult } from '../contracts/rematch'
import type { RequestPageData } from '../contracts/request-page'
import type { Contractor, Referral, Service } from '../payload-types'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { requestToken } from './request-token'
import { giveCurrentChecks } from '../../test/credentials'

let payload: Payload
let service: Service
/** Six active contractors covering Florida for the service, by name: Pro A … Pro F. */
let pros: Contractor[]
let inactive: Contractor
let quoteRequests: Awaited<ReturnType<typeof startQuoteRequests>>
let mail: Awaited<ReturnType<typeof startMailCatcher>>

const DECLINE_REASON = 'We only do big commercial jobs, not this little thing.'

/** A request to `chosen`, through the real quote-request endpoint. */
const submit = async (chosen: Contractor[]) => {
  const email = `${unique('dead-end')}@example.com`
  const response = await quoteRequests.post({
    serviceSlug: service.slug,
    zipCode: '33101',
    name: 'Sam Stranded',
    email,
    phone: '(555) 010-2222',
    contactPref: 'email',
    description: 'Replace the fence along the back of the garden.',
    consent: true,
    contractorIds: chosen.map((contractor) => contractor.id),
    idempotencyKey: crypto.randomUUID(),
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { id, email, token: requestToken(id, payload.secret) }
}

const referralsOf = async (leadId: string): Promise<Referral[]> =>
  (
    await payload.find({
      collection: 'referrals',
      where: { lead: { equals: leadId } },
      depth: 0,
      pagination: false,
      sort: 'createdAt',
    })
  ).docs

const contractorIds = async (leadId: string) =>
  (await referralsOf(leadId)).map((referral) => referral.contractor as string)

/** Sign-in tokens of each company's portal account, by the company's id. */
const portalTokens = new Map<string, string>()

/** A contractor's answer, through the portal as they give it (a decline with its category and their own words). */
const answer = async (
  leadId: string,
  contractor: Contractor,
  status: 'accepted' | 'declined',
  category?: DeclineCategory,
) => {
  const referral = (await referralsOf(leadId)).find((candidate) => candidate.contractor === contractor.id)!
  const response = await rest(
    `/api/pro/referrals/${referral.id}`,
    asUser(portalTokens.get(contractor.id), {
      method: 'POST',
      body: JSON.stringify(status === 'declined' ? { status, category, reason: DECLINE_REASON } : { status }),
    }),
  )
  expect(response.status).toBe(200)
}

const leadOf = (id: string) => payload.findByID({ collection: 'leads', id, depth: 0 })

const homeownerJobs = async (leadId: string) =>
  (await emailJobs(payload, 'homeowner')).filter(
    (job) => job.data.type === 'homeowner' && job.data.leadId === leadId,
  )

let address = 0
/**
 * A client address per write from a range of this file's own: the request page's limit counts per address in the
 * database for an hour, and nextClientIp's addresses start again in each file.
 */
const nextAddress = () => {
  address += 1
  return `172.16.${(address >> 8) & 255}.${address & 255}`
}

const post = (token: string, action: 'withdraw' | 'deletion-request' | 'rematch') =>
  rest(`/api/requests/${token}/${action}`, {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextAddress() },
  })

const pageOf = async (token: string) =>
  (await (await rest(`/api/requests/${token}`)).json()) as RequestPageData

const mailTo = (address: string) => mail.received.filter((message) => message.to.includes(address))

beforeAll(async () => {
  payload = await testPayload()
  // Only this file's jobs in the queue: other files queue emails they never send.
  await clearEmailJobs(payload)
  quoteRequests = await startQuoteRequests(payload)
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
  service = await createService(payload, 'Fence Building')
  const create = (name: string, isActive = true) =>
    payload.create({
      collection: 'contractors',
      data: {
        name,
        slug: unique('dead-end-pro'),
        description: 'Builds fences in tests.',
        services: [service.id],
        states: ['FL'],
        isActive,
        reviewsCount: 0,
        contact: { email: `${unique('fence-pro')}@example.com` },
      },
    })
  pros = []
  for (const name of ['Pro A', 'Pro B', 'Pro C', 'Pro D', 'Pro E', 'Pro F']) pros.push(await create(name))
  inactive = await create('Pro Retired', false)
  await giveCurrentChecks(payload, ...pros.map((pro) => pro.id), inactive.id)
  for (const company of pros)
    portalTokens.set(company.id, await signInToken(payload, await createContractorUser(payload, company.id)))
})

afterAll(async () => {
  await quoteRequests.close()
  await mail.close()
})

const pro = (index: number) => (): Contractor => pros[index]!
const [A, B, C, D, E, F] = [pro(0), pro(1), pro(2), pro(3), pro(4), pro(5)] as const

describe('when every chosen contractor declines', () => {
  it('marks the request as needing attention at the last decline and offers the homeowner others by email', async () => {
    const request = await submit([A(), B()])
    await answer(request.id, A(), 'declined', 'fully-booked')
    expect((await leadOf(request.id)).needsAttentionSince).toBeFalsy()
    expect(await homeownerJobs(request.id)).toHaveLength(1) // the 48-hour check alone

    await answer(request.id, B(), 'declined', 'outside-area')
    const { needsAttentionSince } = await leadOf(request.id)
    expect(needsAttentionSince).toEqual(expect.any(String))
    const offers = (await homeownerJobs(request.id)).filter(
      (job) => job.data.type === 'homeowner' && job.data.kind === 'allDeclined',
    )
    expect(offers.map((job) => job.data)).toEqual([
      { type: 'homeowner', leadId: request.id, kind: 'allDeclined', since: needsAttentionSince },
    ])

    await runEmailQueue(payload)
    const received = mailTo(request.email)
    // Each decline by its category, never in the contractor's own words; then the offer.
    const declines = received.filter((message) => message.subject.includes('cannot take your'))
    expect(declines.map((message) => message.subject).sort()).toEqual([
      'Pro A cannot take your Fence Building request',
      'Pro B cannot take your Fence Building request',
    ])
    expect(declines.map((message) => message.text).join('\n')).toContain('Fully booked for now')
    expect(declines.map((message) => message.text).join('\n')).toContain('Does not work in your area')
    for (const message of received) expect(message.text).not.toContain(DECLINE_REASON)
    const offer = received.find(
      (message) => message.subject === 'Other contractors can quote your Fence Building project',
    )
    expect(offer?.text).toContain(`/requests/${request.token}#other-contractors`)
    expect(offer?.text).toContain('3 other contractors who match your project can take it')

    // The page says where it stands and offers the rematch; reading it changes nothing.
    const page = await pageOf(request.token)
    expect(page.otherContractors).toEqual({ since: needsAttentionSince, onOffer: 3 })
    expect(page.timeline.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        'Sent to Pro A.',
        'Sent to Pro B.',
        'Pro A declined: Fully booked for now.',
        'Pro B declined: Does not work in your area.',
        'No contractor is working on your request now.',
      ]),
    )
    expect(JSON.stringify(page)).not.toContain(DECLINE_REASON)
    expect((await contractorIds(request.id)).sort()).toEqual([A().id, B().id].sort())
  })

  it('offers nothing while one contractor is still on it, nor for a withdrawn request', async () => {
    const partly = await submit([A(), B()])
    await answer(partly.id, A(), 'declined', 'other')
    await answer(partly.id, B(), 'accepted')
    expect((await leadOf(partly.id)).needsAttentionSince).toBeFalsy()

    const withdrawn = await submit([C()])
    expect((await post(withdrawn.token, 'withdraw')).status).toBe(200)
    expect((await leadOf(withdrawn.id)).needsAttentionSince).toBeFalsy()
    expect(
      (await homeownerJobs(withdrawn.id)).map((job) => job.data.type === 'homeowner' && job.data.kind),
    ).toEqual(['noAcceptance', 'withdrawn'])
  })
})

describe('the check 48 hours after a request', () => {
  it('is queued with the request to run 48 hours later', async () => {
    const request = await submit([A()])
    const [check] = await homeownerJobs(request.id)
    expect(check?.data).toMatchObject({ type: 'homeowner', leadId: request.id, kind: 'noAcceptance' })
    const { createdAt } = await leadOf(request.id)
    expect(check!.startAfter.getTime() - Date.parse(createdAt)).toBe(48 * 60 * 60 * 1000)
  })

  it('offers others when nobody accepted; not when someone did, nor for the wait a rematch replaced', async () => {
    const unanswered = await submit([A()])
    const accepted = await submit([B()])
    await answer(accepted.id, B(), 'accepted')
    // Rematched while C still had it; the two it added declined since, so a rematch could add two more.
    const rematched = await submit([C()])
    expect((await post(rematched.token, 'rematch')).status).toBe(200)
    const added = (await referralsOf(rematched.id)).slice(1)
    for (const referral of added)
      await answer(
        rematched.id,
        pros.find((pro) => pro.id === referral.contractor)!,
        'declined',
        'other',
      )
    await runEmailQueue(payload)
    const before = new Map(
      [unanswered, accepted, rematched].map((request) => [request.email, mailTo(request.email).length]),
    )

    // Two days pass (for the rematched request, both its first wait and the one its rematch began).
    await makeDueNow(payload, 'homeowner')
    await runEmailQueue(payload)
    const offersTo = (request: { email: string }) =>
      mailTo(request.email)
        .slice(before.get(request.email))
        .filter((message) => message.subject.startsWith('Other contractors can quote'))
    expect(offersTo(unanswered)).toHaveLength(1)
    expect(offersTo(unanswered)[0]!.text).toContain('No contractor has accepted your Fence Building request')
    expect((await leadOf(unanswered.id)).needsAttentionSince).toEqual(expect.any(String))
    expect(offersTo(accepted)).toHaveLength(0)
    expect((await leadOf(accepted.id)).needsAttentionSince).toBeFalsy()
    // The first wait is over by the rematch; the one it began offers once.
    expect(offersTo(rematched)).toHaveLength(1)
  })

  it('marks a request whose three contractors have not answered, but offers no others: there is no room for them', async () => {
    const request = await submit([A(), B(), C()])
    await makeDueNow(payload, 'homeowner')
    await runEmailQueue(payload)
    expect((await leadOf(request.id)).needsAttentionSince).toEqual(expect.any(String))
    expect(mailTo(request.email).map((message) => message.subject)).toEqual([
      'We received your request for Fence Building quotes',
    ])
    const page = await pageOf(request.token)
    expect(page.otherContractors).toBeNull()
    expect((await post(request.token, 'rematch')).status).toBe(409)
  })
})

describe('a rematch', () => {
  it('adds other matching contractors up to three working at once, never one already on the request nor an inactive one', async () => {
    const request = await submit([A(), B(), C()])
    await answer(request.id, A(), 'declined', 'fully-booked')
    await answer(request.id, B(), 'declined', 'project-size')
    // C still has it: room for two more.
    const response = await post(request.token, 'rematch')
    expect(response.status).toBe(200)
    const page = (await response.json()) as RequestPageData
    const ids = await contractorIds(request.id)
    expect(ids).toHaveLength(5)
    expect(ids.slice(0, 3).sort()).toEqual([A().id, B().id, C().id].sort())
    const added = ids.slice(3)
    expect(new Set(added).size).toBe(2)
    for (const id of added) expect([D().id, E().id, F().id]).toContain(id)
    expect(ids).not.toContain(inactive.id)
    expect(page.contractors.filter((contractor) => contractor.status === 'sent')).toHaveLength(3)
    expect(page.otherContractors).toBeNull()

    const lead = await leadOf(request.id)
    expect(lead.rematchedAt).toEqual(expect.any(String))
    expect(lead.needsAttentionSince).toBeFalsy()
    // Each added contractor gets the new-request email now and the reminder a day later; a new 48-hour wait.
    const jobs = await emailJobs(payload)
    for (const id of added)
      expect(
        jobs.some(
          (job) =>
            job.data.type === 'quote' && job.data.contractorId === id && job.data.leadId === request.id,
        ),
      ).toBe(true)
    const addedReferrals = (await referralsOf(request.id)).filter((referral) =>
      added.includes(referral.contractor as string),
    )
    const reminders = jobs.filter(
      (job) =>
        job.data.type === 'referral' &&
        job.data.kind === 'reminder' &&
        addedReferrals.some((referral) => referral.id === (job.data as { referralId: string }).referralId),
    )
    expect(reminders).toHaveLength(2)
    for (const reminder of reminders)
      expect(reminder.startAfter.getTime() - Date.parse(lead.rematchedAt!)).toBe(24 * 60 * 60 * 1000)
    const check = (await homeownerJobs(request.id)).find(
      (job) => job.data.type === 'homeowner' && job.data.since === lead.rematchedAt,
    )
    expect(check?.startAfter.getTime()).toBe(Date.parse(lead.rematchedAt!) + 48 * 60 * 60 * 1000)

    // Three are working it: no room.
    const full = await post(request.token, 'rematch')
    expect(full.status).toBe(409)
    expect(await firstErrorMessage(full)).toBe(REMATCH_REFUSALS.full)
    expect(await contractorIds(request.id)).toHaveLength(5)
  })

  it('says plainly when no matching contractor is left, on the page and in the answer', async () => {
    const request = await submit([A(), B(), C()])
    for (const pro of [A(), B(), C()]) await answer(request.id, pro, 'declined', 'other')
    expect((await post(request.token, 'rematch')).status).toBe(200)
    for (const pro of [D(), E(), F()]) await answer(request.id, pro, 'declined', 'fully-booked')
    const page = await pageOf(request.token)
    expect(page.otherContractors).toEqual({ since: expect.any(String), onOffer: 0 })

    const refused = await post(request.token, 'rematch')
    expect(refused.status).toBe(409)
    expect(await firstErrorMessage(refused)).toBe(REMATCH_REFUSALS['none-left'])
    expect(await contractorIds(request.id)).toHaveLength(6)
    // The offer's email says so too, rather than offering what the page cannot give.
    await runEmailQueue(payload)
    expect(mailTo(request.email).map((message) => message.subject)).toContain(
      'No contractor is working on your Fence Building request',
    )
  })

  it('is refused for a withdrawn request', async () => {
    const request = await submit([A()])
    await answer(request.id, A(), 'declined', 'other')
    expect((await post(request.token, 'withdraw')).status).toBe(200)
    const refused = await post(request.token, 'rematch')
    expect(refused.status).toBe(409)
    expect(await firstErrorMessage(refused)).toBe(REMATCH_REFUSALS.withdrawn)
    expect(await contractorIds(request.id)).toEqual([A().id])
  })

  it('takes two rematches at once one after the other: the second finds no room', async () => {
    const request = await submit([A()])
    await answer(request.id, A(), 'declined', 'other')
    const answers = await Promise.all([post(request.token, 'rematch'), post(request.token, 'rematch')])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409])
    const ids = await contractorIds(request.id)
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(4)
  })
})

describe('POST /api/admin/leads/:id/rematch', () => {
  const rematchAs = async (role: 'admin' | 'staff' | 'editor' | 'contractor' | null, leadId: string) => {
    const user =
      role === 'contractor'
        ? await createContractorUser(payload, A().id)
        : role
          ? await createUser(payload, role)
          : null
    const token = user ? await signInToken(payload, user) : undefined
    return rest(`/api/admin/leads/${leadId}/rematch`, asUser(token, { method: 'POST' }))
  }

  it.each([
    [null, 401],
    ['contractor', 403],
    ['editor', 403],
  ] as const)('refuses %s (%i) and changes nothing', async (role, status) => {
    const request = await submit([A()])
    await answer(request.id, A(), 'declined', 'other')
    const response = await rematchAs(role, request.id)
    expect(response.status).toBe(status)
    expect(await contractorIds(request.id)).toEqual([A().id])
    expect((await leadOf(request.id)).needsAttentionSince).toEqual(expect.any(String))
  })

  it.each(['staff', 'admin'] as const)(
    'lets %s rematch, with the same rule as the homeowner',
    async (role) => {
      const request = await submit([A(), B()])
      await answer(request.id, A(), 'declined', 'other')
      const response = await rematchAs(role, request.id)
      expect(response.status).toBe(200)
      const result = (await response.json()) as RematchResult
      expect(result.outcome).toBe('rematched')
      const added = result.outcome === 'rematched' ? result.added : []
      expect(added).toHaveLength(2)
      for (const contractor of added) expect([A().id, B().id, inactive.id]).not.toContain(contractor.id)
      const ids = await contractorIds(request.id)
      expect(ids.slice(0, 2).sort()).toEqual([A().id, B().id].sort())
      expect(ids.slice(2)).toEqual(added.map((contractor) => contractor.id))
    },
  )

  it('answers 404 for an unknown lead or an id that is not one', async () => {
    expect((await rematchAs('staff', crypto.randomUUID())).status).toBe(404)
    expect((await rematchAs('staff', 'not-an-id')).status).toBe(404)
  })
})

describe("the homeowner's own steps", () => {
  it('are each confirmed by one email: the withdrawal and the deletion request', async () => {
    const request = await submit([A()])
    expect((await post(request.token, 'withdraw')).status).toBe(200)
    expect((await post(request.token, 'withdraw')).status).toBe(200)
    expect((await post(request.token, 'deletion-request')).status).toBe(200)
    expect((await post(request.token, 'deletion-request')).status).toBe(200)
    await runEmailQueue(payload)
    expect(
      mailTo(request.email)
        .map((message) => message.subject)
        .sort(),
    ).toEqual([
      'We received your request for Fence Building quotes',
      'We received your request to delete your data',
      'You withdrew your Fence Building request',
    ])
    const page = await pageOf(request.token)
    expect(page.timeline.map((entry) => entry.text).slice(-2)).toEqual([
      'You withdrew your request.',
      'You asked us to delete your data.',
    ])
  })
})
