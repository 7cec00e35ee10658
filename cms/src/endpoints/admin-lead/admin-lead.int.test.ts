import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, emailJobs, queueEmail, runEmailQueue } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import {
  createContractorUser,
  createService,
  createUser,
  signInToken,
  testPayload,
  unique,
} from '../../../test/payload'
import { startQuoteRequests } from '../../../test/quote-requests'
import { asUser, rest } from '../../../test/rest'
import { leadStatusOverrideMessages, type LeadView } from '../../contracts/lead-view'
import type { Role } from '../../contracts/roles'
import { poolOf } from '../../database/pool'
import { QUEUE_SCHEMA } from '../../email/queue/email-jobs'
import { leadIdOfToken } from '../../request-page/request-token'
import { requestDeletion } from '../../request-page/homeowner-actions'
import { LEAD_NOT_FOUND_MESSAGE, NO_DELETION_REQUEST_MESSAGE } from './index'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let serviceSlug: string
let contractorId: string
let previousStaffAddress: string | null | undefined
const tokens: Partial<Record<Role | 'anonymous', string>> = {}
const staffAddress = `${unique('team')}@findtrustedpros.example`

/** A homeowner's request through the quote endpoint, to the one test contractor; answers the lead's id. */
const submitLead = async (email = `${unique('owner')}@example.com`): Promise<string> => {
  const endpoint = await startQuoteRequests(payload)
  const response = await endpoint.post({
    serviceSlug,
    zipCode: '33101',
    name: 'Lead View Homeowner',
    email,
    phone: '(555) 010-4242',
    contactPref: 'both',
    budgetRange: '10k-25k',
    timeframe: '1-3months',
    description: 'Replace the deck boards and the railing.',
    consent: true,
    contractorIds: [contractorId],
    idempotencyKey: crypto.randomUUID(),
    attribution: { utmSource: 'newsletter' },
  })
  await endpoint.close()
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Who makes a request: staff unless a test says otherwise (`anonymous`: nobody signed in). */
type Caller = Role | 'anonymous'
const view = (id: string, as: Caller = 'staff') => rest(`/api/admin/leads/${id}`, asUser(tokens[as]))
const setStatus = (id: string, body: unknown, as: Caller = 'staff') =>
  rest(`/api/admin/leads/${id}/status`, asUser(tokens[as], { method: 'POST', body: JSON.stringify(body) }))
const carryOutDeletion = (id: string, as: Caller = 'staff') =>
  rest(`/api/admin/leads/${id}/deletion`, asUser(tokens[as], { method: 'POST', body: '{}' }))

const staffNotices = async (leadId: string) =>
  (await emailJobs(payload, 'staffNotice')).filter(
    (job) => job.data.type === 'staffNotice' && job.data.leadId === leadId,
  )

/** The homeowner's "Delete my data" on their request page. */
const askForDeletion = async (id: string) =>
  requestDeletion(
    await createLocalReq({}, payload),
    await payload.findByID({ collection: 'leads', id, depth: 0 }),
  )

const setStaffAddress = (address: string | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { staffNotificationEmail: address } })

beforeAll(async () => {
  payload = await testPayload()
  await clearEmailJobs(payload)
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
  previousStaffAddress = (await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
    .staffNotificationEmail
  const service = await createService(payload, 'Deck Repair')
  serviceSlug = service.slug
  contractorId = (
    await payload.create({
      collection: 'contractors',
      data: {
        name: 'Lead View Decks',
        slug: unique('lead-view'),
        description: 'Builds decks.',
        services: [service.id],
        states: ['FL'],
        reviewsCount: 0,
        contact: { email: `${unique('decks')}@example.com` },
      },
    })
  ).id
  await giveCurrentChecks(payload, contractorId)
  for (const role of ['admin', 'staff', 'editor'] as const)
    tokens[role] = await signInToken(payload, await createUser(payload, role))
  tokens.contractor = await signInToken(payload, await createContractorUser(payload, contractorId))
})

afterAll(async () => {
  await mail?.close()
  await setStaffAddress(previousStaffAddress ?? null)
})

describe("a lead's page on the dashboard, who may use it", () => {
  it.each([
    ['anonymous', 401],
    ['contractor', 403],
    ['editor', 403],
    ['staff', 200],
    ['admin', 200],
  ] as const)('GET as %s answers %i', async (role, status) => {
    const id = await submitLead()
    expect((await view(id, role)).status).toBe(status)
  })

  it.each([
    ['anonymous', 401],
    ['contractor', 403],
    ['editor', 403],
    ['staff', 200],
    ['admin', 200],
  ] as const)('setting the status as %s answers %i, and only staff change it', async (role, status) => {
    const id = await submitLead()
    const response = await setStatus(id, { status: 'spam', reason: 'Test entry' }, role)
    expect(response.status).toBe(status)
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead.status).toBe(status === 200 ? 'spam' : 'new')
  })

  it.each([
    ['anonymous', 401],
    ['contractor', 403],
    ['editor', 403],
    ['staff', 200],
    ['admin', 200],
  ] as const)('carrying out a deletion request as %s answers %i', async (role, status) => {
    const id = await submitLead()
    await payload.update({
      collection: 'leads',
      id,
      data: { deletionRequestedAt: new Date().toISOString() },
    })
    expect((await carryOutDeletion(id, role)).status).toBe(status)
    const left = await payload.find({ collection: 'leads', where: { id: { equals: id } }, depth: 0 })
    expect(left.totalDocs).toBe(status === 200 ? 0 : 1)
  })

  it.each(['not-a-uuid', "1' OR '1'='1", crypto.randomUUID()])(
    'answers 404 for %s, which is no lead',
    async (id) => {
      for (const response of [
        await view(encodeURIComponent(id)),
        await setStatus(encodeURIComponent(id), { status: 'spam', reason: 'No such lead' }),
        await carryOutDeletion(encodeURIComponent(id)),
      ]) {
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ errors: [{ message: LEAD_NOT_FOUND_MESSAGE }] })
      }
    },
  )
})

describe("a lead's page on the dashboard, what it shows", () => {
  it('has everything the homeowner sent, the referral, the emails queued and the homeowner’s own link', async () => {
    const id = await submitLead()
    // The confirmation and the contractor's notification sent; the reminder still waiting for its day.
    await runEmailQueue(payload)
    const [referral] = (
      await payload.find({ collection: 'referrals', where: { lead: { equals: id } }, depth: 0 })
    ).docs
    await payload.update({
      collection: 'referrals',
      id: referral!.id,
      data: { status: 'accepted' },
    })
    await payload.update({
      collection: 'referrals',
      id: referral!.id,
      data: { status: 'quoted', quoteAmount: 12500, quoteMessage: 'Composite boards, two days.' },
    })
    const response = await view(id)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const lead = (await response.json()) as LeadView
    expect(lead).toMatchObject({
      id,
      // Its status follows its referral's quote (contracts/lead-status.ts).
      status: 'quoted',
      statusOverride: null,
      service: { name: 'Deck Repair' },
      zipCode: '33101',
      city: 'Miami, FL',
      name: 'Lead View Homeowner',
      phone: '+15550104242',
      contactPref: 'both',
      budgetRange: '10k-25k',
      timeframe: '1-3months',
      description: 'Replace the deck boards and the railing.',
      attribution: { utmSource: 'newsletter' },
      deletionRequestedAt: null,
    })
    expect(lead.consentEvidence.acceptedAt).toEqual(expect.any(String))
    expect(lead.consentEvidence.textVersion).toEqual(expect.any(String))
    expect(lead.referrals).toEqual([
      expect.objectContaining({
        contractor: { id: contractorId, name: 'Lead View Decks' },
        status: 'quoted',
        quoteAmount: 12500,
        quoteMessage: 'Composite boards, two days.',
        history: [
          expect.objectContaining({ status: 'accepted', by: 'staff' }),
          expect.objectContaining({ status: 'quoted', by: 'staff' }),
        ],
      }),
    ])
    expect(lead.emails.map(({ type, kind, recipient, state }) => ({ type, kind, recipient, state }))).toEqual(
      expect.arrayContaining([
        { type: 'quote', kind: null, recipient: 'homeowner', state: 'completed' },
        { type: 'quote', kind: null, recipient: 'contractor', state: 'completed' },
        { type: 'referral', kind: 'reminder', recipient: 'contractor', state: 'created' },
        // The check, two days on, that someone accepted: an offer of others to the homeowner if not.
        { type: 'homeowner', kind: 'noAcceptance', recipient: 'homeowner', state: 'created' },
      ]),
    )
    expect(lead.emails).toHaveLength(4)
    // The reminder is due a day after it was queued.
    const reminder = lead.emails.find((email) => email.kind === 'reminder')!
    expect(Date.parse(reminder.dueAt) - Date.parse(reminder.queuedAt)).toBeGreaterThan(23 * 60 * 60 * 1000)
    const url = new URL(lead.requestUrl)
    expect(url.pathname).toMatch(/^\/requests\//)
    expect(leadIdOfToken(url.pathname.split('/').at(-1)!, payload.secret)).toBe(id)
  })

  it('lists an email archived after it was sent', async () => {
    const id = await submitLead()
    await runEmailQueue(payload)
    await poolOf(payload).query(`
      WITH moved AS (DELETE FROM ${QUEUE_SCHEMA}.job WHERE state = 'completed' RETURNING *)
      INSERT INTO ${QUEUE_SCHEMA}.archive SELECT *, now() FROM moved`)
    const lead = (await (await view(id)).json()) as LeadView
    expect(lead.emails.filter((email) => email.state === 'completed')).toHaveLength(2)
  })
})

describe('setting the status by hand', () => {
  it('needs a reason, with the form’s message for the field', async () => {
    const id = await submitLead()
    for (const body of [{ status: 'spam' }, { status: 'spam', reason: '   ' }]) {
      const response = await setStatus(id, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ field: 'reason', message: leadStatusOverrideMessages.reason }],
      })
    }
    const unknown = await setStatus(id, { status: 'archived', reason: 'x' })
    expect(unknown.status).toBe(400)
    expect((await setStatus(id, 'not json')).status).toBe(400)
    expect((await payload.findByID({ collection: 'leads', id, depth: 0 })).status).toBe('new')
  })

  it('keeps who set it, when and why, and the page shows them', async () => {
    const id = await submitLead()
    const before = Date.now()
    const response = await setStatus(id, { status: 'closed', reason: '  Homeowner called: job done.  ' })
    expect(response.status).toBe(200)
    const lead = (await response.json()) as LeadView
    expect(lead.status).toBe('closed')
    expect(lead.statusOverride).toMatchObject({ reason: 'Homeowner called: job done.', by: 'Test staff' })
    expect(Date.parse(lead.statusOverride!.at)).toBeGreaterThanOrEqual(before - 1000)
    const stored = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(stored.status).toBe('closed')
    expect(stored.statusOverride?.at).toEqual(expect.any(String))
  })
})

describe('carrying out a deletion request', () => {
  it('is refused while the homeowner has not asked for it, and the lead stays', async () => {
    const id = await submitLead()
    const response = await carryOutDeletion(id)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ errors: [{ message: NO_DELETION_REQUEST_MESSAGE }] })
    expect((await payload.findByID({ collection: 'leads', id, depth: 0 })).id).toBe(id)
  })

  it('deletes the lead, its referrals and its emails, then tells the homeowner at the address it had', async () => {
    const email = `${unique('erase-me')}@example.com`
    const id = await submitLead(email)
    await runEmailQueue(payload)
    await askForDeletion(id)
    const received = mail.received.length

    const response = await carryOutDeletion(id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ deleted: true })

    expect((await view(id)).status).toBe(404)
    const referrals = await payload.find({ collection: 'referrals', where: { lead: { equals: id } } })
    expect(referrals.totalDocs).toBe(0)
    const { rows } = await poolOf(payload).query(
      `SELECT id FROM ${QUEUE_SCHEMA}.job WHERE data->>'leadId' = $1 OR data::text LIKE $2`,
      [id, `%${email}%`],
    )
    // Only the homeowner's notice is left of the lead: it carries the address, not the lead.
    expect(rows).toHaveLength(1)
    const [told] = (await emailJobs(payload, 'dataDeleted')).filter(
      (job) => job.data.type === 'dataDeleted' && job.data.email === email,
    )
    expect(told?.state).toBe('created')

    await runEmailQueue(payload)
    const [message] = (await mail.waitForMail(received + 1)).slice(received)
    expect(message?.to).toEqual([email])
    expect(message?.subject).toBe('Your data has been deleted')
    expect(message?.text).not.toContain('Lead View Homeowner')
  })

  it('tells the homeowner once when staff carry it out twice at the same moment', async () => {
    const email = `${unique('twice')}@example.com`
    const id = await submitLead(email)
    await payload.update({ collection: 'leads', id, data: { deletionRequestedAt: new Date().toISOString() } })
    const statuses = (await Promise.all([carryOutDeletion(id), carryOutDeletion(id)])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 404])
    const told = (await emailJobs(payload, 'dataDeleted')).filter(
      (job) => job.data.type === 'dataDeleted' && job.data.email === email,
    )
    expect(told).toHaveLength(1)
  })
})

describe('telling the team', () => {
  it('queues one email to the settings’ address when a homeowner asks for deletion, and sends it', async () => {
    await setStaffAddress(staffAddress)
    const id = await submitLead()
    await askForDeletion(id)
    // Asked again: the request page's no-op, nothing new for the team.
    await askForDeletion(id)
    const notices = await staffNotices(id)
    expect(notices.map((job) => job.data)).toEqual([
      { type: 'staffNotice', leadId: id, reason: 'deletion-requested' },
    ])

    const received = mail.received.length
    await runEmailQueue(payload)
    const messages = (await mail.waitForMail(received + 1)).slice(received)
    const notice = messages.find((message) => message.to.includes(staffAddress))
    expect(notice?.subject).toBe('Deletion requested: Deck Repair in 33101')
    expect(notice?.text).toContain(`${payload.config.serverURL}/admin/leads/${id}`)
    expect(notice?.text).not.toContain('Lead View Homeowner')
  })

  it('queues one when a lead comes to need attention, and another only after it stopped needing it', async () => {
    await setStaffAddress(staffAddress)
    const id = await submitLead()
    const mark = (since: string | null) =>
      payload.update({ collection: 'leads', id, data: { needsAttentionSince: since } })
    await mark(new Date().toISOString())
    await mark(new Date(Date.now() + 1000).toISOString())
    expect(await staffNotices(id)).toHaveLength(1)
    await mark(null)
    await mark(new Date().toISOString())
    expect((await staffNotices(id)).map((job) => job.data)).toEqual([
      { type: 'staffNotice', leadId: id, reason: 'needs-attention' },
      { type: 'staffNotice', leadId: id, reason: 'needs-attention' },
    ])
  })

  it('queues nothing while the settings give no address', async () => {
    await setStaffAddress(null)
    const id = await submitLead()
    await payload.update({ collection: 'leads', id, data: { needsAttentionSince: new Date().toISOString() } })
    await payload.update({ collection: 'leads', id, data: { deletionRequestedAt: new Date().toISOString() } })
    expect(await staffNotices(id)).toHaveLength(0)
  })

  it('queues nothing when the change that asked for it is rolled back', async () => {
    await setStaffAddress(staffAddress)
    const id = await submitLead()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({
      collection: 'leads',
      id,
      data: { deletionRequestedAt: new Date().toISOString() },
      req,
    })
    await killTransaction(req)
    expect(await staffNotices(id)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'leads', id, depth: 0 })).deletionRequestedAt).toBeFalsy()
  })

  it('sends nothing when the address was cleared after the email was queued', async () => {
    await setStaffAddress(staffAddress)
    const id = await submitLead()
    await queueEmail(payload, { type: 'staffNotice', leadId: id, reason: 'needs-attention' })
    await setStaffAddress(null)
    await runEmailQueue(payload)
    const [job] = await staffNotices(id)
    expect(job?.state).toBe('completed')
    expect(job?.output).toEqual({ to: '' })
  })
})
