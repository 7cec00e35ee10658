import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearEmailJobs, makeDueNow, queueEmail, runEmailQueue } from '../../test/email-queue'
import { startMailCatcher, type CaughtMail } from '../../test/mail-catcher'
import { createContractorUser, createService, createUser, testPayload, unique } from '../../test/payload'
import { nextClientIp, startQuoteRequests } from '../../test/quote-requests'
import { rest } from '../../test/rest'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import type { Contractor, Referral } from '../payload-types'
import { giveCurrentChecks, inDays, licenceData } from '../../test/credentials'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let previousContactEmail: string
let previousStaffAddress: string | null | undefined

const homeowner = {
  name: 'Dana Homeowner',
  email: `${unique('dana')}@example.com`,
  phone: '(555) 010-7788',
}
/** What the homeowner's phone looks like in any other writing: its last seven digits. */
const PHONE_DIGITS = /010\D?7788|0107788/
// Markup and a link as a visitor might type them: both parts must show them as text, never as markup or a link.
const DESCRIPTION =
  'Retile the <b>bathroom</b> floor; photos at http://photos.example/bath and www.example.org.'
const QUOTE_MESSAGE = 'Materials included; we can start on Monday.'
const companyContact = `${unique('help')}@findtrustedpros.example`
const office = `${unique('office')}@example.com`
const newOffice = `${unique('new-office')}@example.com`
const team = `${unique('team')}@findtrustedpros.example`
const invited = { email: '' }

/** Every kind the site sends, by the subject it is found with, and whether it goes to a contractor. */
const KINDS = {
  confirmation: { subject: /^We received your request for /, toContractor: false },
  notification: { subject: /^New quote request/, toContractor: true },
  reminder: { subject: /^Reminder: a homeowner is waiting/, toContractor: true },
  accepted: { subject: / accepted your /, toContractor: false },
  declined: { subject: / cannot take your /, toContractor: false },
  quoted: { subject: / sent you a quote /, toContractor: false },
  withdrawn: { subject: /^Request withdrawn/, toContractor: true },
  confirmHire: { subject: / reports being hired: please confirm$/, toContractor: false },
  notChosen: { subject: /^Not chosen this time: /, toContractor: true },
  invite: { subject: /contractor account$/, toContractor: true },
  leadAddressChanged: { subject: /quote requests has changed$/, toContractor: true },
  setPassword: { subject: /^Set a new password/, toContractor: true },
  withdrawalConfirmed: { subject: /^You withdrew your /, toContractor: false },
  deletionRequested: { subject: /^We received your request to delete/, toContractor: false },
  otherContractors: { subject: /^Other contractors can quote /, toContractor: false },
  staffNotice: { subject: /^Needs attention: /, toContractor: false },
  dataDeleted: { subject: /^Your data has been deleted$/, toContractor: false },
  reviewInvitation: { subject: /^How did the job with /, toContractor: false },
  reviewReminder: { subject: /^A reminder: how did the job with /, toContractor: false },
  credentialExpiry: { subject: /^Your licence on record expires on /, toContractor: true },
} as const
const caught = {} as Record<keyof typeof KINDS, CaughtMail>

/** The words an HTML part shows: its body without tags, entities read back, white space as single spaces. */
const textOfHtml = (html: string) =>
  html
    .replace(/^[\s\S]*<body[^>]*>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')

const runQueue = () => runEmailQueue(payload)

const queueReferralEmail = (
  referral: Referral,
  kind: 'accepted' | 'declined' | 'quoted' | 'withdrawn' | 'reminder',
) => queueEmail(payload, { type: 'referral', referralId: referral.id, kind })

beforeAll(async () => {
  payload = await testPayload()
  // Only this file's jobs in the queue: other files queue emails they never send.
  await clearEmailJobs(payload)
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  previousContactEmail = settings.contactEmail
  previousStaffAddress = settings.staffNotificationEmail
  // An editor's change of the company's address, which every email's Reply-To must follow.
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { contactEmail: companyContact, staffNotificationEmail: team },
  })

  const service = await createService(payload, 'Bathroom Tiling')
  const contractor: Contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Every Email Tiling',
      slug: unique('every-email'),
      description: 'Receives every kind of email.',
      services: [service.id],
      states: ['FL'],
      reviewsCount: 0,
      contact: { email: office },
    },
  })
  // Another who could take the request, for the offer of other contractors.
  const other = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Every Email Other Tiling',
      slug: unique('every-email-other'),
      description: 'Could take the request instead.',
      services: [service.id],
      states: ['FL'],
      reviewsCount: 0,
      contact: { email: `${unique('other-office')}@example.com` },
    },
  })
  await giveCurrentChecks(payload, contractor.id, other.id)
  const endpoint = await startQuoteRequests(payload)
  const response = await endpoint.post({
    serviceSlug: service.slug,
    zipCode: '33101',
    ...homeowner,
    contactPref: 'phone',
    budgetRange: '5k-10k',
    timeframe: 'asap',
    description: DESCRIPTION,
    consent: true,
    contractorIds: [contractor.id],
    idempotencyKey: crypto.randomUUID(),
  })
  await endpoint.close()
  expect(response.status).toBe(201)
  const { id: leadId } = (await response.json()) as { id: string }
  const [referral] = (
    await payload.find({ collection: 'referrals', where: { lead: { equals: leadId } }, depth: 0 })
  ).docs
  if (!referral) throw new Error('the request made no referral')

  // The confirmation and the notification; then the reminder, made due now rather than in a day.
  await runQueue()
  await makeDueNow(payload, 'referral')
  await runQueue()
  // The homeowner's news, in the order the portal makes them.
  await payload.update({ collection: 'referrals', id: referral.id, data: { status: 'accepted' } })
  await queueReferralEmail(referral, 'accepted')
  await payload.update({
    collection: 'referrals',
    id: referral.id,
    data: { status: 'quoted', quoteAmount: 8400, quoteMessage: QUOTE_MESSAGE },
  })
  await queueReferralEmail(referral, 'quoted')
  await queueReferralEmail(referral, 'withdrawn')
  // The contractor's own "won", which the homeowner is asked to confirm (and invited to review, by the referral's
  // hook), and the kind word to a contractor not chosen.
  await payload.update({ collection: 'referrals', id: referral.id, data: { status: 'won' } })
  await queueEmail(payload, { type: 'homeownerChoice', referralId: referral.id, kind: 'confirmHire' })
  await queueEmail(payload, { type: 'homeownerChoice', referralId: referral.id, kind: 'notChosen' })
  // A decline, told by its category; the homeowner's own steps; and the offer of others once nobody is left.
  await payload.update({
    collection: 'referrals',
    id: referral.id,
    data: { declineCategory: 'project-size', declineReason: 'Too small for our crew' },
  })
  await queueReferralEmail(referral, 'declined')
  await queueEmail(payload, { type: 'homeowner', leadId, kind: 'withdrawn' })
  await queueEmail(payload, { type: 'homeowner', leadId, kind: 'deletionRequested' })
  const { needsAttentionSince } = await payload.update({
    collection: 'leads',
    id: leadId,
    data: { needsAttentionSince: new Date().toISOString() },
  })
  await queueEmail(payload, {
    type: 'homeowner',
    leadId,
    kind: 'allDeclined',
    since: needsAttentionSince ?? undefined,
  })
  // The contractor's account, and staff moving the company's leads to another address.
  const account = await createContractorUser(payload, contractor.id)
  invited.email = account.email
  await queueEmail(payload, { type: 'invite', userId: account.id })
  await runQueue()
  // The invitation to review went with that run; its reminder, made due now rather than in a week, goes with the next.
  await makeDueNow(payload, 'review')
  // The contractor asks for the link again, as someone who lost the invitation would.
  const forgot = await rest('/api/users/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextClientIp() },
    body: JSON.stringify({ email: account.email }),
  })
  expect(forgot.status).toBe(200)
  await payload.update({
    collection: 'contractors',
    id: contractor.id,
    data: { contact: { email: newOffice } },
    overrideAccess: false,
    user: await createUser(payload, 'staff'),
  })
  await runQueue()
  // The team is told of the lead nobody works by the Leads hook, above; a homeowner told their data is gone.
  await queueEmail(payload, { type: 'dataDeleted', email: homeowner.email })
  // A licence of the company's that runs out within the notice's days: its notice is due at once.
  await payload.create({
    collection: 'licences',
    data: licenceData(contractor.id, { number: 'CGC1500042', expiresOn: inDays(12) }),
  })
  await runQueue()

  const received = await mail.waitForMail(Object.keys(KINDS).length)
  for (const [kind, { subject }] of Object.entries(KINDS)) {
    const matching = received.filter((message) => subject.test(message.subject))
    expect(matching, kind).toHaveLength(1)
    caught[kind as keyof typeof KINDS] = matching[0]!
  }
})

afterAll(async () => {
  await mail?.close()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { contactEmail: previousContactEmail, staffNotificationEmail: previousStaffAddress ?? null },
  })
})

const everyKind = Object.keys(KINDS) as (keyof typeof KINDS)[]
const contractorKinds = everyKind.filter((kind) => KINDS[kind].toContractor)

describe('every email the site sends, as a MIME parser reads it', () => {
  it.each(everyKind)('%s: a text part and an HTML part, as alternatives of one message', (kind) => {
    const message = caught[kind]
    expect(message.contentType).toBe('multipart/alternative')
    expect(message.text.trim().length).toBeGreaterThan(20)
    expect(message.html).toMatch(/^<!DOCTYPE html/i)
    expect(message.html).toMatch(/<html [^>]*lang="en"/)
    // Both parts say the same: each line of the text is in the HTML's text, or is the address of one of its links.
    const htmlText = textOfHtml(message.html)
    for (const line of message.text.split(/\r?\n/).filter((candidate) => candidate.trim())) {
      if (/^https?:\/\//.test(line)) expect(message.html).toContain(`href="${line.replaceAll('&', '&amp;')}"`)
      else expect(htmlText).toContain(line.replace(/^- /, '').replace(/:$/, '').replace(/\s+/g, ' '))
    }
  })

  it.each(everyKind)('%s: replies go to the company contact address the site settings give now', (kind) => {
    expect(caught[kind].replyTo).toEqual([companyContact])
  })

  it.each(everyKind)('%s: marked as sent by a machine (Auto-Submitted: auto-generated)', (kind) => {
    expect(caught[kind].autoSubmitted).toBe('auto-generated')
  })

  it.each(everyKind)('%s: links only to the site itself', (kind) => {
    const links = [...caught[kind].html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]!)
    for (const link of links) expect(link.startsWith(`${payload.config.serverURL}/`), link).toBe(true)
  })
})

describe("a contractor's emails", () => {
  it.each(contractorKinds)("%s: carries none of the homeowner's name, email or phone", (kind) => {
    const { text, html } = caught[kind]
    for (const part of [text, html]) {
      expect(part).not.toContain(homeowner.name)
      expect(part).not.toContain(homeowner.email)
      expect(part).not.toMatch(PHONE_DIGITS)
    }
  })

  it('says what the project is and where to answer it', () => {
    const { text } = caught.notification
    expect(text).toContain('Service: Bathroom Tiling')
    expect(text).toContain('ZIP code: 33101 (Miami, FL)')
    expect(text).toContain('Budget: $5,000 - $10,000')
    expect(text).toContain('Timeframe: ASAP')
    expect(text).toContain(`Project description:\n${DESCRIPTION}`)
    expect(text).toContain(`${payload.config.serverURL}/pro`)
  })

  it("quotes the homeowner's description as text: its markup escaped and its addresses not made links", () => {
    const { html } = caught.notification
    expect(html).toContain('Retile the &lt;b&gt;bathroom&lt;/b&gt; floor')
    expect(html).not.toContain('<b>bathroom</b>')
    expect(html).toContain('http://photos.example/bath')
    expect(html).not.toMatch(/href="[^"]*(photos\.example|example\.org)/)
  })

  it('goes to the contractor, and the notice of a new lead address to the old one', () => {
    for (const kind of ['notification', 'reminder', 'withdrawn', 'notChosen'] as const)
      expect(caught[kind].to).toEqual([office])
    expect(caught.invite.to).toEqual([invited.email])
    expect(caught.leadAddressChanged.to).toEqual([office])
    expect(caught.leadAddressChanged.text).toContain(newOffice)
  })

  it('credentialExpiry: goes to the leads address as it is now, naming the licence and its day', () => {
    const { to, text } = caught.credentialExpiry
    expect(to).toEqual([newOffice])
    expect(text).toContain('The Florida licence CGC1500042 we checked for Every Email Tiling expires on ')
    expect(text).toContain(`${payload.config.serverURL}/pro`)
  })
})

describe("the homeowner's emails", () => {
  it.each([
    'confirmation',
    'accepted',
    'declined',
    'quoted',
    'confirmHire',
    'withdrawalConfirmed',
    'deletionRequested',
    'otherContractors',
    'dataDeleted',
    'reviewInvitation',
    'reviewReminder',
  ] as const)(
    '%s: quote nothing the visitor typed, so no one can have their text sent to another address',
    (kind) => {
      const { to, text, html } = caught[kind]
      expect(to).toEqual([homeowner.email])
      for (const part of [text, html]) {
        expect(part).not.toContain(homeowner.name)
        expect(part).not.toContain('bathroom')
      }
    },
  )

  it("quoted: carries the contractor's message with the quote, in both parts", () => {
    const { text, html } = caught.quoted
    expect(text).toContain('Their quote: $8,400.')
    expect(text).toContain(QUOTE_MESSAGE)
    expect(html).toContain(QUOTE_MESSAGE)
  })

  it('confirmHire: names the contractor and links to the request page to confirm or correct it', () => {
    const { text } = caught.confirmHire
    expect(text).toContain('Every Email Tiling reports that you hired them for your Bathroom Tiling project.')
    expect(text).toMatch(/\/requests\/[A-Za-z0-9_-]{43}\n/)
  })

  it.each(['reviewInvitation', 'reviewReminder'] as const)(
    '%s: links the contractor’s review form and the review policy, and neither asks for praise nor offers anything',
    (kind) => {
      const { text } = caught[kind]
      expect(text).toContain('Every Email Tiling')
      expect(text).toMatch(
        new RegExp(`${payload.config.serverURL}/requests/[A-Za-z0-9_-]{43}#review-[0-9a-f-]{36}\n`),
      )
      expect(text).toContain(`${payload.config.serverURL}/review-policy\n`)
      expect(text).not.toMatch(
        /positive|good review|5 stars|five stars|discount|reward|gift|coupon|\bfree\b/i,
      )
    },
  )

  it("tells a decline by its category, never in the contractor's own words", () => {
    const { text, html } = caught.declined
    for (const part of [text, html]) {
      expect(part).toContain('The project is not the size they take on')
      expect(part).not.toContain('Too small for our crew')
    }
  })

  it('offers other contractors with one link to the request page, where the button is', () => {
    const { text } = caught.otherContractors
    expect(text).toContain('Another contractor who matches your project can take it')
    expect(text).toMatch(
      new RegExp(`${payload.config.serverURL}/requests/[A-Za-z0-9_-]{43}#other-contractors`),
    )
  })
})

describe("the team's emails", () => {
  it("go to the settings' address, link to the lead's page, and carry none of the homeowner's details", () => {
    const { to, text, html } = caught.staffNotice
    expect(to).toEqual([team])
    expect(text).toContain(`${payload.config.serverURL}/admin/leads/`)
    for (const part of [text, html]) {
      expect(part).not.toContain(homeowner.name)
      expect(part).not.toContain(homeowner.email)
      expect(part).not.toMatch(PHONE_DIGITS)
    }
  })
})
