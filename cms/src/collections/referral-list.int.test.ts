import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, rest } from '../../test/rest'
import { REFERRAL_LIST_QUERY } from '../contracts/referral-list'
import { poolOf } from '../database/pool'
import type { Lead, Service, User } from '../payload-types'

let payload: Payload
let pool: Pool
let service: Service
let staff: User
let editor: User

const makeContractor = (name: string) =>
  payload.create({
    collection: 'contractors',
    data: {
      name,
      slug: unique('referral-list'),
      description: 'Listed by the referral list test.',
      services: [service.id],
      reviewsCount: 0,
      isActive: true,
    },
  })

const makeLead = (name: string): Promise<Lead> =>
  payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name,
      email: `${unique('referral-list')}@example.com`,
      phone: '(555) 010-2222',
      contactPref: 'phone',
      description: 'Listed by the referral list test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
    },
  })

/** `count` referrals, each of a lead of its own, to two contractors in turn; answers the leads' ids. */
const makeReferrals = async (count: number, tag: string): Promise<string[]> => {
  const contractors = [await makeContractor(`${tag} Roofing`), await makeContractor(`${tag} Plumbing`)]
  const leads: string[] = []
  for (let index = 0; index < count; index += 1) {
    const lead = await makeLead(`${tag} Homeowner ${index}`)
    leads.push(lead.id)
    await payload.create({
      collection: 'referrals',
      data: { lead: lead.id, contractor: contractors[index % 2]!.id, status: 'sent' },
    })
  }
  return leads
}

/** The list as the dashboard asks for it, as staff, and how many SQL statements answering it took. */
const listAsStaff = async (leads: string[]) => {
  const query = vi.spyOn(pool, 'query')
  const answer = await payload.find({
    collection: 'referrals',
    ...REFERRAL_LIST_QUERY,
    where: { lead: { in: leads } },
    sort: '-createdAt',
    user: staff,
    overrideAccess: false,
  })
  const statements = query.mock.calls.length
  query.mockRestore()
  return { answer, statements }
}

beforeAll(async () => {
  payload = await testPayload()
  pool = poolOf(payload)
  service = await createService(payload, 'Referral List Service')
  staff = await createUser(payload, 'staff')
  editor = await createUser(payload, 'editor')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the Referrals list query', () => {
  it('names the homeowner, the service and the contractor, and nothing else of them', async () => {
    const tag = unique('Names')
    const [lead] = await makeReferrals(1, tag)
    const { answer } = await listAsStaff([lead!])
    expect(answer.docs).toHaveLength(1)
    const [referral] = answer.docs
    expect(referral).toMatchObject({
      status: 'sent',
      lead: {
        id: lead,
        name: `${tag} Homeowner 0`,
        service: { id: service.id, name: 'Referral List Service' },
      },
      contractor: { name: `${tag} Roofing` },
    })
    // The homeowner's contact details stay out of a list that does not show them.
    expect(referral?.lead).not.toHaveProperty('email')
    expect(referral?.lead).not.toHaveProperty('phone')
    expect(referral?.contractor).not.toHaveProperty('contact')
  })

  it('costs as many database statements for a page of 8 as for a page of 2 (no query per row)', async () => {
    const few = await listAsStaff(await makeReferrals(2, unique('Few')))
    const many = await listAsStaff(await makeReferrals(8, unique('Many')))
    expect(few.answer.docs).toHaveLength(2)
    expect(many.answer.docs).toHaveLength(8)
    expect(many.statements).toBeGreaterThan(0)
    expect(many.statements).toBe(few.statements)
  })

  it('is read by staff only, over REST as the dashboard sends it', async () => {
    const params = new URLSearchParams({ depth: String(REFERRAL_LIST_QUERY.depth) })
    for (const [field] of Object.entries(REFERRAL_LIST_QUERY.select)) params.set(`select[${field}]`, 'true')
    for (const [collection, fields] of Object.entries(REFERRAL_LIST_QUERY.populate))
      for (const field of Object.keys(fields)) params.set(`populate[${collection}][${field}]`, 'true')
    const path = `/api/referrals?${params.toString()}`

    expect((await rest(path)).status).toBe(403)
    expect((await rest(path, asUser(await signInToken(payload, editor)))).status).toBe(403)
    const answer = await rest(path, asUser(await signInToken(payload, staff)))
    expect(answer.status).toBe(200)
    const { docs } = (await answer.json()) as { docs: { lead: unknown; contractor: unknown }[] }
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      expect(doc.lead).toEqual(expect.objectContaining({ name: expect.any(String) }))
      expect(doc.contractor).toEqual(expect.objectContaining({ name: expect.any(String) }))
    }
  })
})
