import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXPIRY_NOTICE_DAYS } from '../../contracts/credentials'
import { findLocalContractors, matchContractors } from '../../matching/match-contractors'
import { areaOfZip } from '../../matching/zip-area'
import type { Contractor, Service, User } from '../../payload-types'
import { inDays, licenceData, policyData } from '../../../test/credentials'
import { clearEmailJobs, emailJobs, pendingEmailJobs, runEmailQueue } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import { createService, createUser, testPayload, unique } from '../../../test/payload'
import { startQuoteRequests } from '../../../test/quote-requests'

let payload: Payload
let service: Service
let staff: User
let endpoint: Awaited<ReturnType<typeof startQuoteRequests>>

const DAY_MS = 24 * 60 * 60 * 1000
const MIAMI_ZIP = '33101'

const makeContractor = async (name: string): Promise<Contractor> =>
  payload.create({
    collection: 'contractors',
    data: {
      name,
      slug: unique('credentials'),
      description: `${name}, in the credentials test.`,
      services: [service.id],
      states: ['FL'],
      reviewsCount: 0,
      contact: { email: `${unique('office')}@example.com` },
    },
  })

const read = (id: string) => payload.findByID({ collection: 'contractors', id, depth: 0 })

/** A licence or a policy recorded by the staff member, as the panel would save it. */
const asStaff = { overrideAccess: false, depth: 0 } as const

const matchedNames = async () =>
  (await matchContractors(payload, { serviceSlug: service.slug, zip: MIAMI_ZIP })).local.map(
    (contractor) => contractor.name,
  )

/** The location page's top contractors for the same service and city. */
const topContractorNames = async () =>
  (await findLocalContractors(payload, service.id, areaOfZip(MIAMI_ZIP)!, 10)).map(
    (contractor) => contractor.name,
  )

const requestQuote = (contractorIds: string[]) =>
  endpoint.post({
    serviceSlug: service.slug,
    zipCode: MIAMI_ZIP,
    name: 'Cora Credentials',
    email: `${unique('cora')}@example.com`,
    phone: '(555) 010-4433',
    contactPref: 'email',
    description: 'A job for the credentials tests to send.',
    consent: true,
    contractorIds,
    idempotencyKey: crypto.randomUUID(),
  })

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'Credential Checks')
  staff = await createUser(payload, 'staff')
  endpoint = await startQuoteRequests(payload)
})

afterAll(() => endpoint.close())

describe('who verified a record', () => {
  it('is the staff member who set its verified date, and nobody once the date is cleared', async () => {
    const contractor = await makeContractor('Verifier Test Builders')
    const recorded = await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id, { verifiedOn: null }),
      user: staff,
      ...asStaff,
    })
    expect(recorded.verifiedBy).toBeNull()

    const verified = await payload.update({
      collection: 'licences',
      id: recorded.id,
      data: { verifiedOn: inDays(0) },
      user: staff,
      ...asStaff,
    })
    expect(verified.verifiedBy).toBe(staff.id)

    // Another member changing something else leaves the record vouched for by the first.
    const other = await createUser(payload, 'admin')
    const renamed = await payload.update({
      collection: 'licences',
      id: recorded.id,
      data: { classification: 'Building Contractor' },
      user: other,
      ...asStaff,
    })
    expect(renamed.verifiedBy).toBe(staff.id)

    const cleared = await payload.update({
      collection: 'licences',
      id: recorded.id,
      data: { verifiedOn: null },
      user: other,
      ...asStaff,
    })
    expect(cleared.verifiedBy).toBeNull()
  })

  it('cannot be written by hand, and a check cannot be dated in the future', async () => {
    const contractor = await makeContractor('Forged Check Builders')
    const other = await createUser(payload, 'admin')
    const recorded = await payload.create({
      collection: 'insurance-policies',
      data: { ...policyData(contractor.id), verifiedBy: other.id },
      user: staff,
      ...asStaff,
    })
    expect(recorded.verifiedBy).toBe(staff.id)

    await expect(
      payload.create({
        collection: 'insurance-policies',
        data: policyData(contractor.id, { verifiedOn: inDays(3) }),
        user: staff,
        ...asStaff,
      }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      data: {
        errors: [{ path: 'verifiedOn', message: 'A record cannot be verified on a day still to come' }],
      },
    })
  })
})

describe('the badges and the matching', () => {
  it('an unverified record earns nothing: no badge, not offered', async () => {
    const contractor = await makeContractor('Unchecked Papers Builders')
    await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id, { verifiedOn: null }),
      user: staff,
      ...asStaff,
    })
    await payload.create({
      collection: 'insurance-policies',
      data: policyData(contractor.id, { verifiedOn: null }),
      user: staff,
      ...asStaff,
    })
    expect(await read(contractor.id)).toMatchObject({
      licensedUntil: null,
      insuredUntil: null,
      licensed: false,
      insured: false,
      verified: false,
    })
    expect(await matchedNames()).not.toContain(contractor.name)
    const refused = await requestQuote([contractor.id])
    expect(refused.status).toBe(400)
  })

  it('an expired licence takes away the badge, the selection list and the quote write', async () => {
    const contractor = await makeContractor('Lapsing Licence Builders')
    const licence = await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id, { expiresOn: inDays(400) }),
      user: staff,
      ...asStaff,
    })
    // An older verified licence, long expired: history, which earns nothing.
    await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id, { expiresOn: inDays(-200), verifiedOn: inDays(-900) }),
      user: staff,
      ...asStaff,
    })
    const policy = await payload.create({
      collection: 'insurance-policies',
      data: policyData(contractor.id, { expiresOn: inDays(500) }),
      user: staff,
      ...asStaff,
    })
    const current = await read(contractor.id)
    expect(current).toMatchObject({ licensed: true, insured: true, verified: true })
    expect(new Date(current.licensedUntil!).getTime()).toBe(new Date(licence.expiresOn).getTime())
    expect(new Date(current.insuredUntil!).getTime()).toBe(new Date(policy.expiresOn).getTime())
    expect(await matchedNames()).toContain(contractor.name)
    expect(await topContractorNames()).toContain(contractor.name)

    // The homeowner chose it; before they send, the licence lapses.
    await payload.update({
      collection: 'licences',
      id: licence.id,
      data: { expiresOn: inDays(-1) },
      user: staff,
      ...asStaff,
    })
    expect(await read(contractor.id)).toMatchObject({ licensed: false, insured: true, verified: false })
    expect(await matchedNames()).not.toContain(contractor.name)
    expect(await topContractorNames()).not.toContain(contractor.name)
    const refused = await requestQuote([contractor.id])
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          field: 'contractorIds',
          message: 'One or more selected contractors are not available for this service in your area',
        },
      ],
    })
  })

  it('a deleted record earns nothing any more', async () => {
    const contractor = await makeContractor('Withdrawn Policy Builders')
    await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id),
      user: staff,
      ...asStaff,
    })
    const policy = await payload.create({
      collection: 'insurance-policies',
      data: policyData(contractor.id),
      user: staff,
      ...asStaff,
    })
    expect((await read(contractor.id)).verified).toBe(true)
    await payload.delete({
      collection: 'insurance-policies',
      id: policy.id,
      user: await createUser(payload, 'admin'),
      overrideAccess: false,
    })
    expect(await read(contractor.id)).toMatchObject({ insuredUntil: null, insured: false, verified: false })
    expect(await matchedNames()).not.toContain(contractor.name)
  })

  it('keeps the records of a contractor: it cannot be deleted while they refer to it', async () => {
    const contractor = await makeContractor('Recorded Checks Builders')
    await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id),
      user: staff,
      ...asStaff,
    })
    await expect(
      payload.delete({
        collection: 'contractors',
        id: contractor.id,
        user: await createUser(payload, 'admin'),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      status: 409,
      message:
        'This contractor cannot be deleted while 1 licence records refer to it. Reassign or delete them first.',
    })
  })

  it('the badges cannot be typed: a written licensedUntil or licensed is ignored', async () => {
    const contractor = await makeContractor('Typed Badge Builders')
    const editor = await createUser(payload, 'editor')
    await payload.update({
      collection: 'contractors',
      id: contractor.id,
      data: { licensedUntil: inDays(300), insuredUntil: inDays(300), licensed: true } as never,
      user: editor,
      overrideAccess: false,
    })
    expect(await read(contractor.id)).toMatchObject({ licensedUntil: null, verified: false })
  })
})

describe('the expiry notice', () => {
  it(`is queued ${EXPIRY_NOTICE_DAYS} days ahead, once per record and expiry, and sent to the leads address`, async () => {
    await clearEmailJobs(payload)
    const contractor = await makeContractor('Expiring Cover Builders')
    const far = await payload.create({
      collection: 'insurance-policies',
      data: policyData(contractor.id, { expiresOn: inDays(100) }),
      user: staff,
      ...asStaff,
    })
    const [queued] = await pendingEmailJobs(payload, 'credentialExpiry')
    expect(queued?.data).toMatchObject({ collection: 'insurance-policies', recordId: far.id })
    expect(
      Math.abs(
        queued!.startAfter.getTime() - (new Date(far.expiresOn).getTime() - EXPIRY_NOTICE_DAYS * DAY_MS),
      ),
    ).toBeLessThan(1000)

    // Expiring within the notice's days: due at once; saved again, still one notice.
    const soon = await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id, { number: 'CGC1523301', expiresOn: inDays(10) }),
      user: staff,
      ...asStaff,
    })
    await payload.update({
      collection: 'licences',
      id: soon.id,
      data: { classification: 'Certified Building Contractor' },
      user: staff,
      ...asStaff,
    })
    const forSoon = (await emailJobs(payload, 'credentialExpiry')).filter(
      (job) => job.data.type === 'credentialExpiry' && job.data.recordId === soon.id,
    )
    expect(forSoon).toHaveLength(1)

    const mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    try {
      expect(await runEmailQueue(payload)).toEqual(['sent'])
      const [message] = await mail.waitForMail(1)
      expect(message!.to).toEqual([contractor.contact!.email])
      expect(message!.subject).toMatch(/^Your licence on record expires on /)
      expect(message!.text).toContain('Florida licence CGC1523301')
    } finally {
      await mail.close()
    }
    const told = await payload.findByID({ collection: 'licences', id: soon.id, depth: 0 })
    expect(told.expiryNoticeSentAt).toEqual(expect.any(String))

    // Saved again after the notice went: nothing more to tell of this expiry.
    await clearEmailJobs(payload)
    await payload.update({
      collection: 'licences',
      id: soon.id,
      data: { classification: 'Certified General Contractor' },
      user: staff,
      ...asStaff,
    })
    expect(await pendingEmailJobs(payload, 'credentialExpiry')).toHaveLength(0)

    // Renewed: a new expiry, told of in its turn; the job for the old one would find the record changed.
    await payload.update({
      collection: 'licences',
      id: soon.id,
      data: { expiresOn: inDays(740) },
      user: staff,
      ...asStaff,
    })
    const [renewal] = await pendingEmailJobs(payload, 'credentialExpiry')
    expect(renewal?.data).toMatchObject({ recordId: soon.id })
    expect(renewal!.startAfter.getTime()).toBeGreaterThan(Date.now() + 700 * DAY_MS)
  })

  it('is not sent when the record changed since it was queued', async () => {
    await clearEmailJobs(payload)
    const contractor = await makeContractor('Unverified Since Builders')
    const soon = await payload.create({
      collection: 'licences',
      data: licenceData(contractor.id, { expiresOn: inDays(5) }),
      user: staff,
      ...asStaff,
    })
    await payload.update({
      collection: 'licences',
      id: soon.id,
      data: { verifiedOn: null },
      user: staff,
      ...asStaff,
    })
    // Nothing is sent, so no mail server is needed: the job completes with no address.
    expect(await runEmailQueue(payload)).toEqual(['sent'])
    const [job] = await emailJobs(payload, 'credentialExpiry')
    expect(job?.output).toEqual({ to: '' })
  })
})
