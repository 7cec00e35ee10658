import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Contractor, Service } from '../../payload-types'
import { createService, createUser, signInToken, testPayload, unique } from '../../../test/payload'
import { asUser, firstErrorMessage, rest } from '../../../test/rest'

let payload: Payload
let service: Service
let contractor: Contractor
const tokens = {} as Record<'staff' | 'editor' | 'admin', string>

const makeLeadWithReferral = async () => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name: 'Referenced Lead',
      email: `${unique('lead')}@example.com`,
      phone: '(555) 010-6666',
      contactPref: 'both',
      description: 'A lead made by the leads REST test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  const referral = await payload.create({
    collection: 'referrals',
    data: { lead: lead.id, contractor: contractor.id, status: 'sent' },
  })
  return { lead, referral }
}

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'Leads REST Service')
  contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Referenced Contractor',
      slug: unique('contractor'),
      description: 'Made by the leads REST test.',
      services: [service.id],
      reviewsCount: 0,
      isActive: true,
    },
  })
  for (const role of ['staff', 'editor', 'admin'] as const)
    tokens[role] = await signInToken(payload, await createUser(payload, role))
})

describe('leads over REST', () => {
  it('are read by staff and admins, never by editors or visitors', async () => {
    const { lead } = await makeLeadWithReferral()
    expect((await rest('/api/leads', asUser(undefined))).status).toBe(403)
    expect((await rest('/api/leads', asUser(tokens.editor))).status).toBe(403)
    expect((await rest(`/api/leads/${lead.id}`, asUser(tokens.editor))).status).toBe(403)
    expect((await rest('/api/referrals', asUser(tokens.editor))).status).toBe(403)
    const staffList = await rest(`/api/leads?where[id][equals]=${lead.id}`, asUser(tokens.staff))
    expect(staffList.status).toBe(200)
    expect(((await staffList.json()) as { docs: { email: string }[] }).docs[0]?.email).toBe(lead.email)
  })

  it('lets staff change the status, and refuses a status that does not exist', async () => {
    const { lead } = await makeLeadWithReferral()
    const patch = (status: string) =>
      rest(
        `/api/leads/${lead.id}`,
        asUser(tokens.staff, { method: 'PATCH', body: JSON.stringify({ status }) }),
      )
    expect((await patch('in-progress')).status).toBe(200)
    expect((await payload.findByID({ collection: 'leads', id: lead.id })).status).toBe('in-progress')
    expect((await patch('archived')).status).toBe(400)
  })

  it('take their referrals with them when an admin deletes them', async () => {
    const { lead, referral } = await makeLeadWithReferral()
    const response = await rest(`/api/leads/${lead.id}`, asUser(tokens.admin, { method: 'DELETE' }))
    expect(response.status).toBe(200)
    const left = await payload.count({ collection: 'referrals', where: { id: { equals: referral.id } } })
    expect(left.totalDocs).toBe(0)
  })
})

describe('deleting content that leads still use', () => {
  it('refuses a service with leads with 409 and a message, and keeps it', async () => {
    await makeLeadWithReferral()
    const response = await rest(`/api/services/${service.id}`, asUser(tokens.admin, { method: 'DELETE' }))
    expect(response.status).toBe(409)
    expect(await firstErrorMessage(response)).toMatch(
      /^This service cannot be deleted while \d+ leads refer to it\./,
    )
    expect((await payload.findByID({ collection: 'services', id: service.id })).id).toBe(service.id)
  })

  it('refuses a contractor with referrals with 409', async () => {
    await makeLeadWithReferral()
    const response = await rest(
      `/api/contractors/${contractor.id}`,
      asUser(tokens.admin, { method: 'DELETE' }),
    )
    expect(response.status).toBe(409)
  })

  it('deletes a service nothing refers to', async () => {
    const unused = await createService(payload, 'Unused Service')
    const response = await rest(`/api/services/${unused.id}`, asUser(tokens.editor, { method: 'DELETE' }))
    expect(response.status).toBe(200)
  })
})
