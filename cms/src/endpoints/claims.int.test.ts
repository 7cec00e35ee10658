import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createService, createUser, testPayload, unique } from '../../test/payload'
import { rest } from '../../test/rest'
import type { ClaimsEvidence } from '../contracts/claims'
import { defaultSiteSettings } from '../globals/defaultContent'
import type { Contractor, Service, User } from '../payload-types'
import { claimsEndpoint } from './claims'

let payload: Payload
let staff: User
let service: Service
let contractor: Contractor

const HOUR = 3600 * 1000

const ask = async (user?: User) =>
  claimsEndpoint.handler(await createLocalReq({ user, urlSuffix: '/api/admin/claims' }, payload))

const evidence = async (): Promise<ClaimsEvidence> => {
  const response = await ask(staff)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  return (await response.json()) as ClaimsEvidence
}

const figure = (claims: ClaimsEvidence, key: string) => claims.figures.find((claim) => claim.key === key)!

/** No leads, referrals or reviews: this file owns the database while it runs (files run one at a time). */
const clear = async () => {
  await payload.delete({ collection: 'reviews', where: { id: { exists: true } } })
  await payload.delete({ collection: 'referrals', where: { id: { exists: true } } })
  await payload.delete({ collection: 'leads', where: { id: { exists: true } } })
}

const makeLead = async (at: Date) => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name: 'Claims Lead',
      email: 'claims@example.com',
      phone: '(555) 010-2222',
      contactPref: 'phone',
      description: 'Counted by the claims test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  await payload.db.drizzle.execute(
    sql`UPDATE leads SET created_at = ${at.toISOString()}::timestamptz WHERE id = ${lead.id}`,
  )
  return lead
}

/** A referral sent with its lead `hoursAgo`, first answered after `answeredAfter` hours and quoted after `quotedAfter`. */
const sendReferral = async ({
  hoursAgo,
  answeredAfter,
  quotedAfter,
  status = 'sent',
}: {
  hoursAgo: number
  answeredAfter?: number
  quotedAfter?: number
  status?: 'sent' | 'quoted' | 'won'
}) => {
  const sent = new Date(Date.now() - hoursAgo * HOUR)
  const lead = await makeLead(sent)
  const referral = await payload.create({
    collection: 'referrals',
    data: { lead: lead.id, contractor: contractor.id, status: 'sent' },
  })
  const answered =
    answeredAfter === undefined ? null : new Date(sent.getTime() + answeredAfter * HOUR).toISOString()
  await payload.db.drizzle.execute(sql`
    UPDATE referrals SET created_at = ${sent.toISOString()}::timestamptz, status = ${status},
      responded_at = ${answered}::timestamptz
    WHERE id = ${referral.id}`)
  if (quotedAfter !== undefined) {
    const at = new Date(sent.getTime() + quotedAfter * HOUR).toISOString()
    await payload.db.drizzle.execute(sql`
      INSERT INTO referrals_history (_order, _parent_id, id, status, at, by)
      VALUES (1, ${referral.id}, ${unique('history')}, 'quoted', ${at}::timestamptz, 'contractor')`)
  }
  return referral
}

const review = async (rating: number, { featured = false, status = 'published' } = {}) => {
  const referral = await sendReferral({ hoursAgo: 100, answeredAfter: 1, status: 'won' })
  return payload.create({
    collection: 'reviews',
    data: {
      referral: referral.id,
      contractor: contractor.id,
      service: service.id,
      hireEvidence: 'contractor-won',
      rating,
      text: 'The crew was on time and the roof has held through two storms.',
      reviewerName: 'Dana K.',
      reviewerCity: 'Tampa, FL',
      featurePermission: featured,
      status: status as 'published',
      publishedAt: status === 'published' ? new Date().toISOString() : null,
      featured,
    },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await createUser(payload, 'staff')
  service = await createService(payload, 'Claims Roofing')
  contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Claims Roofing Co',
      slug: unique('claims'),
      description: 'Counted by the claims test.',
      services: [service.id],
      reviewsCount: 0,
    },
  })
})

afterAll(async () => {
  await clear()
  await payload.updateGlobal({ slug: 'site-settings', data: { figures: defaultSiteSettings.figures } })
})

describe('GET /api/admin/claims', () => {
  it('refuses anonymous visitors (401) and editors (403)', async () => {
    expect((await ask()).status).toBe(401)
    expect((await ask(await createUser(payload, 'editor'))).status).toBe(403)
  })

  it('marks the default figures unsupported on a marketplace with no data, and the saving as not measured', async () => {
    await clear()
    const claims = await evidence()
    expect(claims.figures.map(({ key, claimed, verdict }) => [key, claimed, verdict])).toEqual([
      ['projectsCompleted', '50,000+', 'not-supported'],
      ['averageRating', '4.8/5', 'not-supported'],
      ['customerSatisfaction', '95%', 'not-supported'],
      ['contractorResponse', '24 hours', 'not-supported'],
      ['quotesWithin', '24-48 hours', 'not-supported'],
      ['averageSaving', '20%', 'not-measured'],
    ])
    expect(figure(claims, 'projectsCompleted').measured).toBe('0 won referrals')
    expect(figure(claims, 'averageRating').measured).toBe('No published reviews yet')
  })

  it('supports each figure the data reaches and not one it falls short of, with the numbers', async () => {
    await clear()
    // Four published reviews (5, 5, 4, 3: mean 4.25, three of four rated 4-5), one pending that counts for nothing.
    for (const rating of [5, 5, 4, 3]) await review(rating)
    await review(1, { status: 'pending' })
    // Ten more referrals: nine answered within 24 hours, one after 30; one waiting 2 hours is not yet late.
    for (let index = 0; index < 9; index += 1) await sendReferral({ hoursAgo: 72, answeredAfter: 3 })
    await sendReferral({ hoursAgo: 72, answeredAfter: 30 })
    await sendReferral({ hoursAgo: 2 })
    // Quotes: three within 48 hours of the request, one after 60.
    for (const after of [5, 20, 47])
      await sendReferral({ hoursAgo: 100, answeredAfter: 1, quotedAfter: after })
    await sendReferral({ hoursAgo: 100, answeredAfter: 1, quotedAfter: 60 })

    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        figures: {
          ...defaultSiteSettings.figures,
          projectsCompleted: '5+',
          averageRating: '4.2/5',
          customerSatisfaction: '80%',
          contractorResponse: '24 hours',
          quotesWithin: '24-48 hours',
        },
      },
    })
    const claims = await evidence()
    // Five won: the four reviewed jobs and the pending review's.
    expect(figure(claims, 'projectsCompleted')).toMatchObject({
      measured: '5 won referrals',
      verdict: 'supported',
    })
    expect(figure(claims, 'averageRating')).toMatchObject({
      measured: '4.2/5 from 4 published reviews',
      verdict: 'supported',
    })
    expect(figure(claims, 'customerSatisfaction')).toMatchObject({
      measured: '75% of 4 published reviews rated 4 or 5',
      verdict: 'not-supported',
    })
    // 5 review referrals and 4 quote referrals answered after 1 hour, 9 after 3, 1 after 30: 18 of 19 within 24.
    expect(figure(claims, 'contractorResponse')).toMatchObject({
      measured: '94% of 19 referrals first answered within 24 hours',
      verdict: 'supported',
    })
    expect(figure(claims, 'quotesWithin')).toMatchObject({
      measured: '75% of 4 quotes sent within 48 hours of the request',
      verdict: 'not-supported',
    })

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { figures: { ...defaultSiteSettings.figures, averageRating: '4.3/5', projectsCompleted: '6' } },
    })
    const stricter = await evidence()
    expect(figure(stricter, 'averageRating').verdict).toBe('not-supported')
    expect(figure(stricter, 'projectsCompleted').verdict).toBe('not-supported')
  })

  it('lists featured published reviews as backed, with name, city and service, and typed testimonials as not', async () => {
    await clear()
    await review(5, { featured: true })
    const claims = await evidence()
    expect(claims.testimonials[0]).toEqual({
      name: 'Dana K.',
      city: 'Tampa, FL',
      quote: 'The crew was on time and the roof has held through two storms.',
      backed: true,
      service: 'Claims Roofing',
    })
    // The home page reads the same featured review anonymously: its words, name, city and service, never its referral.
    const home = await rest(
      '/api/reviews?where[featured][equals]=true&where[status][equals]=published&sort=-publishedAt&limit=3' +
        '&depth=1&select[text]=true&select[reviewerName]=true&select[reviewerCity]=true&select[service]=true' +
        '&populate[services][name]=true',
    )
    expect(home.status).toBe(200)
    const { docs } = (await home.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toEqual([
      {
        id: expect.any(String),
        text: 'The crew was on time and the roof has held through two storms.',
        reviewerName: 'Dana K.',
        reviewerCity: 'Tampa, FL',
        service: { id: service.id, name: 'Claims Roofing' },
      },
    ])
    const typed = claims.testimonials.slice(1)
    expect(typed.length).toBeGreaterThan(0)
    expect(typed.every((testimonial) => !testimonial.backed)).toBe(true)
  })
})
