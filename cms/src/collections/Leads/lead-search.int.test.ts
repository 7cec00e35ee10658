import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { leadFilterWhere } from '../../contracts/lead-filter'
import { poolOf } from '../../database/pool'
import type { Service, User } from '../../payload-types'
import { createService, createUser, testPayload, unique } from '../../../test/payload'
import { startQuoteRequests } from '../../../test/quote-requests'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload
let staff: User
let service: Service

/** A phone line no other test uses: seven random digits, in the fictional area code 555 so any seven make a number. */
const randomLine = () => String(Math.floor(Math.random() * 1e7)).padStart(7, '0')

/** Leads stored the way homeowners' are: through the quote endpoint, whose SQL writes the phone's digits too. */
const submitLeads = async (leads: { name: string; email: string; phone: string }[]): Promise<string[]> => {
  const contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Search Test Pro',
      slug: unique('search-pro'),
      description: 'Takes the search test’s leads.',
      services: [service.id],
      states: ['FL'],
      reviewsCount: 0,
    },
  })
  await giveCurrentChecks(payload, contractor.id)
  const endpoint = await startQuoteRequests(payload)
  try {
    const ids: string[] = []
    for (const lead of leads) {
      const response = await endpoint.post({
        serviceSlug: service.slug,
        zipCode: '33101',
        ...lead,
        contactPref: 'phone',
        description: 'Refinish the hardwood floors downstairs.',
        consent: true,
        contractorIds: [contractor.id],
        idempotencyKey: crypto.randomUUID(),
      })
      expect(response.status).toBe(201)
      ids.push(((await response.json()) as { id: string }).id)
    }
    return ids
  } finally {
    await endpoint.close()
  }
}

/** The leads of this test's service that staff find with a search, by id. */
const found = async (search: string): Promise<string[]> => {
  const { docs } = await payload.find({
    collection: 'leads',
    where: leadFilterWhere({ service: service.id, search }) as Where,
    overrideAccess: false,
    user: staff,
    depth: 0,
    limit: 100,
  })
  return docs.map((lead) => lead.id).sort()
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await createUser(payload, 'staff')
  service = await createService(payload, 'Search Service')
})

describe('lead search', () => {
  it('finds a lead by any part of its name, email or phone, in any case, and a phone by its digits alone', async () => {
    const tag = unique('srch')
    const [line, other] = [randomLine(), randomLine()]
    const [rosalind, marcus] = await submitLeads([
      {
        name: `Rosalind Quimby ${tag}`,
        email: `rq.${tag}@example.com`,
        phone: `(555) ${line.slice(0, 3)}-${line.slice(3)}`,
      },
      {
        name: `Marcus Webb ${tag}`,
        email: `mw.${tag}@example.net`,
        phone: `555.${other.slice(0, 3)}.${other.slice(3)}`,
      },
    ])
    const both = [rosalind!, marcus!].sort()

    expect(await found('QUIMBY')).toEqual([rosalind])
    expect(await found('osalind q')).toEqual([rosalind])
    expect(await found(tag.toUpperCase())).toEqual(both)
    expect(await found('@example.NET')).toEqual([marcus])
    expect(await found(`rq.${tag}`)).toEqual([rosalind])
    // The phone as it was typed, as its digits, and as the digits written another way.
    expect(await found(`${line.slice(0, 3)}-${line.slice(3)}`)).toEqual([rosalind])
    expect(await found(`555${line}`)).toEqual([rosalind])
    expect(await found(`(555) ${other.slice(0, 3)}-${other.slice(3)}`)).toEqual([marcus])
    expect(await found(`+1555${other}`)).toEqual([marcus])
    expect(await found(`${tag} nobody`)).toEqual([])
  })

  it('keeps the digits, and the number in E.164, when an admin corrects a phone number in the panel', async () => {
    const [id] = await submitLeads([
      { name: `Ada Fix ${unique('fix')}`, email: `${unique('fix')}@example.com`, phone: '(305) 555-0100' },
    ])
    const line = randomLine()
    const corrected = await payload.update({ collection: 'leads', id: id!, data: { phone: `1 555 ${line}` } })
    expect(corrected.phone).toBe(`+1555${line}`)
    expect(await found(`555${line}`)).toEqual([id])
  })

  it('is served by the trigram indexes, not by reading every lead', async () => {
    const client = await poolOf(payload).connect()
    try {
      await client.query('BEGIN')
      // On a test database every table is small enough to read whole; the question is whether an index can serve
      // the search's ILIKE '%…%' at all, as it must at 100,000 leads (bench: leads, search).
      await client.query('SET LOCAL enable_seqscan = off')
      for (const [column, index] of [
        ['name', 'leads_name_trgm_idx'],
        ['email', 'leads_email_trgm_idx'],
        ['phone', 'leads_phone_trgm_idx'],
        ['phone_digits', 'leads_phone_digits_trgm_idx'],
      ] as const) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM leads WHERE "${column}" ILIKE $1`,
          ['%quimby%'],
        )
        expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(`Bitmap Index Scan on ${index}`)
      }
    } finally {
      await client.query('ROLLBACK')
      client.release()
    }
  })
})
