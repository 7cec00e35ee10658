import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { clearEmailJobs, runEmailQueue } from '../../test/email-queue'
import { startMailCatcher } from '../../test/mail-catcher'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, rest } from '../../test/rest'
import type { Contractor, User } from '../payload-types'

let payload: Payload
let serviceId: string
const users = {} as Record<'editor' | 'staff' | 'admin', User>

const createContractor = (email: string): Promise<Contractor> =>
  payload.create({
    collection: 'contractors',
    data: {
      name: `Lead Address ${unique('co')}`,
      slug: unique('lead-address'),
      description: 'Receives leads at one address.',
      services: [serviceId],
      states: ['FL'],
      reviewsCount: 0,
      contact: { email, phone: '(555) 010-3030' },
    },
  })

const storedEmail = async (id: string) =>
  (await payload.findByID({ collection: 'contractors', id, depth: 0 })).contact?.email

beforeAll(async () => {
  payload = await testPayload()
  serviceId = (await createService(payload)).id
  for (const role of ['editor', 'staff', 'admin'] as const) users[role] = await createUser(payload, role)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the address that receives a contractor’s leads', () => {
  it('is not changed by an editor, who still edits the rest of the contractor', async () => {
    const office = `${unique('office')}@example.com`
    const contractor = await createContractor(office)
    const token = await signInToken(payload, users.editor)

    const response = await rest(
      `/api/contractors/${contractor.id}`,
      asUser(token, {
        method: 'PATCH',
        body: JSON.stringify({
          description: 'Edited by an editor.',
          contact: { email: 'leads@editor-owned.example', phone: '(555) 010-4040' },
        }),
      }),
    )
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'contractors', id: contractor.id, depth: 0 })
    expect(stored.description).toBe('Edited by an editor.')
    expect(stored.contact?.phone).toBe('(555) 010-4040')
    expect(stored.contact?.email).toBe(office)
  })

  it('is not set by an editor creating a contractor', async () => {
    const created = await payload.create({
      collection: 'contractors',
      data: {
        name: 'Made by an editor',
        slug: unique('editor-made'),
        description: 'Made by an editor, with an address of their own.',
        services: [serviceId],
        reviewsCount: 0,
        contact: { email: 'leads@editor-owned.example' },
      },
      overrideAccess: false,
      user: users.editor,
    })
    expect(await storedEmail(created.id)).toBeFalsy()
  })

  it.each(['staff', 'admin'] as const)('is changed by %s', async (role) => {
    const contractor = await createContractor(`${unique('office')}@example.com`)
    const moved = `${unique('moved')}@example.com`
    await payload.update({
      collection: 'contractors',
      id: contractor.id,
      data: { contact: { email: moved } },
      overrideAccess: false,
      user: users[role],
    })
    expect(await storedEmail(contractor.id)).toBe(moved)
  })

  it('is the only thing staff change about a contractor', async () => {
    const contractor = await createContractor(`${unique('office')}@example.com`)
    await expect(
      payload.update({
        collection: 'contractors',
        id: contractor.id,
        data: { name: 'Renamed by staff', contact: { email: `${unique('moved')}@example.com` } },
        overrideAccess: false,
        user: users.staff,
      }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
  })

  it('is logged when changed, with who changed it, the contractor and both addresses, and nothing more', async () => {
    const office = `${unique('office')}@example.com`
    const contractor = await createContractor(office)
    const moved = `${unique('moved')}@example.com`
    const info = vi.spyOn(payload.logger, 'info')

    await payload.update({
      collection: 'contractors',
      id: contractor.id,
      data: { contact: { email: moved } },
      overrideAccess: false,
      user: users.staff,
    })

    const logged = info.mock.calls
      .map(([entry]) => entry as unknown)
      .filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === 'object' && entry !== null && 'contractorId' in entry,
      )
    expect(logged).toEqual([
      {
        msg: 'Contractor lead address changed',
        contractorId: contractor.id,
        by: { id: users.staff.id, role: 'staff' },
        previousEmail: office,
        newEmail: moved,
      },
    ])
  })

  it('is confirmed by an email to the old address, queued with the change', async () => {
    await clearEmailJobs(payload)
    const office = `${unique('office')}@example.com`
    const contractor = await createContractor(office)
    const moved = `${unique('moved')}@example.com`
    await payload.update({
      collection: 'contractors',
      id: contractor.id,
      data: { contact: { email: moved } },
      overrideAccess: false,
      user: users.admin,
    })

    const mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
    try {
      await runEmailQueue(payload)
      const [notice] = await mail.waitForMail(1)
      expect(notice?.to).toEqual([office])
      expect(notice?.subject).toBe(`The address for ${contractor.name}'s quote requests has changed`)
      expect(notice?.text).toContain(`from ${office} to ${moved}`)
    } finally {
      await mail.close()
    }
  })
})

afterAll(async () => {
  await clearEmailJobs(payload)
})
