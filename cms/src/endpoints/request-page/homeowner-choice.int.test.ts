import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, emailJobs, runEmailQueue } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  testPayload,
  unique,
} from '../../../test/payload'
import { nextClientIp, startQuoteRequests } from '../../../test/quote-requests'
import { asUser, rest } from '../../../test/rest'
import type { ReferralChange } from '../../contracts/referral-progress'
import {
  homeownerChoiceMessages,
  type HomeownerChoiceInput,
  type RequestPageData,
} from '../../contracts/request-page'
import type { Contractor, Referral, Service } from '../../payload-types'
import { CHOICE_REFUSALS } from '../../request-page/homeowner-choice'
import { requestToken } from '../../request-page/request-token'
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload
let service: Service
let contractors: Contractor[]
/** Each contractor's portal session, in the contractors' order. */
let proTokens: string[]
let quoteRequests: Awaited<ReturnType<typeof startQuoteRequests>>

/** A request to the first `count` contractors, through the real quote-request endpoint. */
const submit = async (count = 3) => {
  const email = `${unique('casey')}@example.com`
  const response = await quoteRequests.post({
    serviceSlug: service.slug,
    zipCode: '33101',
    name: 'Casey Chooser',
    email,
    phone: '(555) 010-2718',
    contactPref: 'email',
    description: 'Redo the roof over the garage.',
    consent: true,
    contractorIds: contractors.slice(0, count).map((contractor) => contractor.id),
    idempotencyKey: crypto.randomUUID(),
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const { docs } = await payload.find({
    collection: 'referrals',
    where: { lead: { equals: id } },
    depth: 0,
    pagination: false,
  })
  return {
    id,
    email,
    token: requestToken(id, payload.secret),
    referrals: contractors
      .slice(0, count)
      .map((contractor) => docs.find((r) => r.contractor === contractor.id)!),
  }
}

/** The contractor of the `index`th referral answers through the portal, as they would. */
const proChange = async (index: number, referral: Referral, change: ReferralChange) => {
  const response = await rest(
    `/api/pro/referrals/${referral.id}`,
    asUser(proTokens[index], { method: 'POST', body: JSON.stringify(change) }),
  )
  expect(response.status, JSON.stringify(change)).toBe(200)
}

/** Walks a referral through the portal to `status`. */
const proMoveTo = async (
  index: number,
  referral: Referral,
  status: 'accepted' | 'contacted' | 'quoted' | 'won',
) => {
  await proChange(index, referral, { status: 'accepted' })
  if (status === 'contacted') await proChange(index, referral, { status: 'contacted' })
  if (status === 'quoted')
    await proChange(index, referral, { status: 'quoted', amount: 9800, message: 'Two days.' })
  if (status === 'won') await proChange(index, referral, { status: 'won' })
}

const choose = (
  token: string,
  body: unknown,
  { ip = nextClientIp(), contentType = 'application/json' } = {},
) =>
  rest(`/api/requests/${token}/choice`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, [CLIENT_ADDRESS_HEADER]: ip },
    body: JSON.stringify(body),
  })

const hire = (token: string, referral: Referral) =>
  choose(token, { referralId: referral.id, choice: 'hired' } satisfies HomeownerChoiceInput)
const notForMe = (token: string, referral: Referral) =>
  choose(token, { referralId: referral.id, choice: 'not-for-me' } satisfies HomeownerChoiceInput)

const referralNow = (referral: Referral) =>
  payload.findByID({ collection: 'referrals', id: referral.id, depth: 0 })
const leadStatus = async (id: string) =>
  (await payload.findByID({ collection: 'leads', id, depth: 0 })).status

/** The "homeowner choice" emails queued about these referrals, as `referralId:kind`. */
const choiceEmails = async (referrals: Referral[]) =>
  (await emailJobs(payload, 'homeownerChoice'))
    .map((job) => job.data)
    .filter((data) => data.type === 'homeownerChoice' && referrals.some((r) => r.id === data.referralId))
    .map((data) => (data.type === 'homeownerChoice' ? `${data.referralId}:${data.kind}` : ''))
    .sort()

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; field?: string }[] }).errors

beforeAll(async () => {
  payload = await testPayload()
  await clearEmailJobs(payload)
  quoteRequests = await startQuoteRequests(payload)
  service = await createService(payload, 'Choice Roofing')
  contractors = await Promise.all(
    ['Able Roofs', 'Baker Roofing', 'Cole Contracting'].map((name) =>
      payload.create({
        collection: 'contractors',
        data: {
          name,
          slug: unique('choice-pro'),
          description: 'Answers requests in tests.',
          services: [service.id],
          states: ['FL'],
          reviewsCount: 0,
          contact: { email: `${unique('office')}@example.com`, phone: '(555) 010-9999' },
        },
      }),
    ),
  )
  await giveCurrentChecks(payload, ...contractors.map((contractor) => contractor.id))
  proTokens = await Promise.all(
    contractors.map(async (contractor) =>
      signInToken(payload, await createContractorUser(payload, contractor.id)),
    ),
  )
})

afterAll(async () => {
  await quoteRequests.close()
})

describe('hiring a contractor from the request page', () => {
  it('makes that referral won by the homeowner, closes every other open one as lost, and tells those contractors', async () => {
    const request = await submit(3)
    const [able, baker, cole] = request.referrals as [Referral, Referral, Referral]
    await proMoveTo(0, able, 'quoted')
    await proMoveTo(1, baker, 'won')
    expect(await leadStatus(request.id)).toBe('quoted')

    const response = await hire(request.token, able)
    expect(response.status).toBe(200)
    const page = (await response.json()) as RequestPageData
    expect(page.contractors.map((c) => [c.name, c.status, c.homeownerChoice])).toEqual([
      ['Able Roofs', 'won', 'hired'],
      ['Baker Roofing', 'lost', null],
      ['Cole Contracting', 'lost', null],
    ])
    expect(page.contractors[0]!.quoteMessage).toBe('Two days.')

    const hired = await referralNow(able)
    expect(hired.homeownerChoiceAt).toEqual(expect.any(String))
    expect(hired.history?.at(-1)).toMatchObject({ status: 'won', by: 'homeowner' })
    for (const other of [baker, cole])
      expect((await referralNow(other)).history?.at(-1)).toMatchObject({ status: 'lost', by: 'homeowner' })
    expect(await leadStatus(request.id)).toBe('hired')
    // Baker's own "won" asked the homeowner once; both others are told they were not chosen.
    expect(await choiceEmails(request.referrals)).toEqual(
      [`${baker.id}:confirmHire`, `${baker.id}:notChosen`, `${cole.id}:notChosen`].sort(),
    )
  })

  it('lets one hire win of two at once; the other gets a 409 that says why', async () => {
    const request = await submit(2)
    const [able, baker] = request.referrals as [Referral, Referral]
    await proMoveTo(0, able, 'quoted')
    await proMoveTo(1, baker, 'quoted')

    const answers = await Promise.all([hire(request.token, able), hire(request.token, baker)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(await errorsOf(refused)).toEqual([{ message: CHOICE_REFUSALS.hiredAlready }])
    const after = await Promise.all([referralNow(able), referralNow(baker)])
    expect(after.filter((referral) => referral.homeownerChoice === 'hired')).toHaveLength(1)
    expect(after.map((referral) => referral.status).sort()).toEqual(['lost', 'won'])
    expect(await leadStatus(request.id)).toBe('hired')
  })

  it('is held by the database too: a second hire on the lead is refused even written directly', async () => {
    const request = await submit(2)
    const [able, baker] = request.referrals as [Referral, Referral]
    await proMoveTo(0, able, 'quoted')
    await proMoveTo(1, baker, 'quoted')
    expect((await hire(request.token, able)).status).toBe(200)
    await expect(
      payload.update({ collection: 'referrals', id: baker.id, data: { homeownerChoice: 'hired' } }),
    ).rejects.toThrow()
    expect((await referralNow(baker)).homeownerChoice).toBeNull()
  })

  it('refuses a second choice, a contractor who has not answered, and a withdrawn request', async () => {
    const request = await submit(3)
    const [able, baker, cole] = request.referrals as [Referral, Referral, Referral]
    await proMoveTo(0, able, 'accepted')
    await proMoveTo(1, baker, 'contacted')
    const notAnswered = await hire(request.token, cole)
    expect(notAnswered.status).toBe(409)
    expect(await errorsOf(notAnswered)).toEqual([{ message: CHOICE_REFUSALS.notAnswered }])

    expect((await notForMe(request.token, able)).status).toBe(200)
    const again = await hire(request.token, able)
    expect(again.status).toBe(409)
    expect(await errorsOf(again)).toEqual([{ message: CHOICE_REFUSALS.chosenAlready }])

    const withdrawn = await submit(1)
    await proMoveTo(0, withdrawn.referrals[0]!, 'quoted')
    const withdraw = await rest(`/api/requests/${withdrawn.token}/withdraw`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextClientIp() },
      body: '{}',
    })
    expect(withdraw.status).toBe(200)
    const late = await hire(withdrawn.token, withdrawn.referrals[0]!)
    expect(late.status).toBe(409)
    expect(await errorsOf(late)).toEqual([{ message: CHOICE_REFUSALS.withdrawn }])
    expect((await referralNow(withdrawn.referrals[0]!)).homeownerChoice).toBeNull()
  })

  it('answers 400 with a message per field for a hostile body, 404 for another request’s contractor, 415 for a form', async () => {
    const request = await submit(1)
    const other = await submit(1)
    await proMoveTo(0, other.referrals[0]!, 'quoted')

    const hostile = await choose(request.token, { referralId: "1' OR 1=1 --", choice: 'everyone' })
    expect(hostile.status).toBe(400)
    expect(await errorsOf(hostile)).toEqual([
      { message: homeownerChoiceMessages.referralId, field: 'referralId' },
      { message: homeownerChoiceMessages.choice, field: 'choice' },
    ])
    expect((await choose(request.token, null)).status).toBe(400)

    const foreign = await hire(request.token, other.referrals[0]!)
    expect(foreign.status).toBe(404)
    expect(await errorsOf(foreign)).toEqual([{ message: CHOICE_REFUSALS.unknown, field: 'referralId' }])
    expect((await referralNow(other.referrals[0]!)).homeownerChoice).toBeNull()

    const form = await choose(
      other.token,
      { referralId: other.referrals[0]!.id, choice: 'hired' },
      { contentType: 'application/x-www-form-urlencoded' },
    )
    expect(form.status).toBe(415)
  })
})

describe('the limit on choices', () => {
  it('counts them with the page’s other writes per address, and refuses past it before choosing', async () => {
    const request = await submit(1)
    await proMoveTo(0, request.referrals[0]!, 'quoted')
    const ip = nextClientIp()
    const limit = Number(process.env.REQUEST_PAGE_RATE_LIMIT ?? 30)
    for (let i = 0; i < limit; i++)
      expect(
        (await choose('not-a-token', { referralId: request.referrals[0]!.id, choice: 'hired' }, { ip }))
          .status,
      ).toBe(404)
    const refused = await choose(
      request.token,
      { referralId: request.referrals[0]!.id, choice: 'hired' },
      { ip },
    )
    expect(refused.status).toBe(429)
    expect((await referralNow(request.referrals[0]!)).homeownerChoice).toBeNull()
    expect((await hire(request.token, request.referrals[0]!)).status).toBe(200)
  })
})

describe('"not for me"', () => {
  it('closes that referral as lost by the homeowner, tells its contractor, and leaves the others', async () => {
    const request = await submit(2)
    const [able, baker] = request.referrals as [Referral, Referral]
    await proMoveTo(0, able, 'quoted')
    await proMoveTo(1, baker, 'accepted')

    const response = await notForMe(request.token, able)
    expect(response.status).toBe(200)
    const closed = await referralNow(able)
    expect(closed).toMatchObject({ status: 'lost', homeownerChoice: 'not-for-me' })
    expect(closed.history?.at(-1)).toMatchObject({ status: 'lost', by: 'homeowner' })
    expect((await referralNow(baker)).status).toBe('accepted')
    expect(await choiceEmails(request.referrals)).toEqual([`${able.id}:notChosen`])
    expect(await leadStatus(request.id)).toBe('in-progress')
  })
})

describe("a contractor's own “won”", () => {
  it('asks the homeowner once by email to confirm, and confirming it makes the request hired', async () => {
    const request = await submit(2)
    const [able, baker] = request.referrals as [Referral, Referral]
    await proMoveTo(0, able, 'won')
    await proMoveTo(1, baker, 'accepted')
    // The contractor's word alone: not hired.
    expect(await leadStatus(request.id)).toBe('in-progress')
    const page = (await (await rest(`/api/requests/${request.token}`)).json()) as RequestPageData
    expect(page.contractors[0]).toMatchObject({ status: 'won', homeownerChoice: null })
    expect(await choiceEmails(request.referrals)).toEqual([`${able.id}:confirmHire`])

    const mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    try {
      await runEmailQueue(payload, 1000)
      const asked = mail.received.filter(
        (message) => message.subject.includes('reports being hired') && message.to.includes(request.email),
      )
      expect(asked.map((message) => [message.to, message.subject])).toEqual([
        [[request.email], 'Able Roofs reports being hired: please confirm'],
      ])
      expect(asked[0]!.text).toContain(`/requests/${request.token}`)
    } finally {
      await mail.close()
    }

    expect((await hire(request.token, able)).status).toBe(200)
    expect(await leadStatus(request.id)).toBe('hired')
    expect((await referralNow(baker)).status).toBe('lost')
  })

  it('is not sent once the homeowner confirmed it, or hired someone else, before it went out', async () => {
    const request = await submit(2)
    await proMoveTo(0, request.referrals[0]!, 'won')
    await proMoveTo(1, request.referrals[1]!, 'won')
    expect((await hire(request.token, request.referrals[0]!)).status).toBe(200)
    const mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    try {
      await runEmailQueue(payload, 1000)
      expect(mail.received.filter((message) => message.to.includes(request.email)).length).toBeGreaterThan(0)
      expect(mail.received.filter((message) => message.subject.includes('reports being hired'))).toEqual([])
    } finally {
      await mail.close()
    }
  })
})

describe("the lead's status by the rule", () => {
  it('follows every referral change and the withdrawal, in the same transaction', async () => {
    const request = await submit(2)
    const [able, baker] = request.referrals as [Referral, Referral]
    expect(await leadStatus(request.id)).toBe('new')
    await proChange(0, able, { status: 'accepted' })
    expect(await leadStatus(request.id)).toBe('in-progress')
    await proChange(0, able, { status: 'quoted' })
    expect(await leadStatus(request.id)).toBe('quoted')
    await proChange(0, able, { status: 'lost' })
    expect(await leadStatus(request.id)).toBe('new')
    await proChange(1, baker, { status: 'declined', category: 'fully-booked', reason: 'Fully booked' })
    expect(await leadStatus(request.id)).toBe('closed')

    const withdrawn = await submit(1)
    await proChange(0, withdrawn.referrals[0]!, { status: 'accepted' })
    await rest(`/api/requests/${withdrawn.token}/withdraw`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextClientIp() },
      body: '{}',
    })
    expect(await leadStatus(withdrawn.id)).toBe('withdrawn')
  })

  it('leaves a status staff set by hand alone', async () => {
    const request = await submit(1)
    const staff = await createUser(payload, 'staff')
    await payload.update({
      collection: 'leads',
      id: request.id,
      data: {
        status: 'spam',
        statusOverride: { reason: 'A test of the override', by: staff.id, at: new Date().toISOString() },
      },
    })
    await proMoveTo(0, request.referrals[0]!, 'quoted')
    expect(await leadStatus(request.id)).toBe('spam')
    expect((await hire(request.token, request.referrals[0]!)).status).toBe(200)
    expect(await leadStatus(request.id)).toBe('spam')
  })
})

describe('who may set the homeowner’s choice', () => {
  it('no one through the REST API: not the contractor, not anonymous, not staff; only the request page', async () => {
    const request = await submit(1)
    const [able] = request.referrals as [Referral]
    await proMoveTo(0, able, 'quoted')
    const patch = (token?: string) =>
      rest(
        `/api/referrals/${able.id}`,
        asUser(token, { method: 'PATCH', body: JSON.stringify({ homeownerChoice: 'hired', status: 'won' }) }),
      )
    expect((await patch(proTokens[0])).status).toBe(403)
    expect((await patch()).status).toBe(403)
    // The portal's endpoint reads its own schema, which has no such field.
    await proChange(0, able, { status: 'won', homeownerChoice: 'hired' } as ReferralChange)
    expect((await referralNow(able)).homeownerChoice).toBeNull()
    const staffToken = await signInToken(payload, await createUser(payload, 'staff'))
    await patch(staffToken)
    expect((await referralNow(able)).homeownerChoice).toBeNull()
    expect(await leadStatus(request.id)).not.toBe('hired')
  })
})
