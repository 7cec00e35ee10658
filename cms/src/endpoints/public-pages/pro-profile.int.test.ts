import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { proProfileJsonLd } from '../../contracts/pro-profile-json-ld'
import { PROFILE_REVIEWS_PER_PAGE, type ProProfilePageData } from '../../contracts/public-pages'
import type { Contractor, Service } from '../../payload-types'
import { sitemapXml } from '../../server/sitemap'
import { createService, testPayload, unique } from '../../../test/payload'
import { rest } from '../../../test/rest'

let payload: Payload
let service: Service

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const profileOf = (slug: string, query = '') => rest(`/api/contractors/page/${slug}${query}`)

const profile = async (slug: string, query = ''): Promise<ProProfilePageData> => {
  const response = await profileOf(slug, query)
  expect(response.status).toBe(200)
  return (await response.json()) as ProProfilePageData
}

/**
 * An active contractor whose licence and insurance checks are current: the dates the credential records keep, set
 * as the records' hooks would.
 */
const makeContractor = async (overrides: Partial<Contractor> = {}): Promise<Contractor> => {
  const contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Profiled Roofing',
      slug: unique('profiled-roofing'),
      description: 'Roofs in Miami since 1999.',
      services: [service.id],
      states: ['FL'],
      cities: ['Miami, FL', 'Austin, TX'],
      serviceArea: 'Miami and Austin',
      yearsInBusiness: 12,
      reviewsCount: 0,
      isActive: true,
      ...overrides,
    },
  })
  await verify(contractor.id, daysFromNow(200), daysFromNow(300))
  return contractor
}

const verify = async (id: string, licensedUntil: string | null, insuredUntil: string | null) => {
  await payload.db.drizzle.execute(sql`
    UPDATE contractors SET licensed_until = ${licensedUntil}::timestamptz, insured_until = ${insuredUntil}::timestamptz
    WHERE id = ${id}
  `)
}

/** A referral of a lead of its own, sent `daysAgo` days ago and answered after `minutes` (unanswered without). */
const makeReferral = async (
  contractor: Contractor,
  {
    minutes,
    accepted = false,
    daysAgo = 10,
  }: { minutes?: number; accepted?: boolean; daysAgo?: number } = {},
) => {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      name: 'Profile Lead',
      email: 'profile-lead@example.com',
      phone: '(555) 010-3333',
      contactPref: 'phone',
      description: 'Made by the profile test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  const referral = await payload.create({
    collection: 'referrals',
    data: { lead: lead.id, contractor: contractor.id, status: 'sent' },
  })
  const sentAt = new Date(Date.now() - daysAgo * DAY)
  const respondedAt =
    minutes === undefined ? null : new Date(sentAt.getTime() + minutes * 60_000).toISOString()
  await payload.db.drizzle.execute(sql`
    UPDATE referrals SET
      created_at = ${sentAt.toISOString()}::timestamptz,
      status = ${accepted ? 'accepted' : respondedAt ? 'declined' : 'sent'},
      responded_at = ${respondedAt}::timestamptz,
      accepted_at = ${accepted ? respondedAt : null}::timestamptz
    WHERE id = ${referral.id}
  `)
  return referral
}

/** A review as the server keeps it, of a referral of its own. */
const makeReview = async (
  contractor: Contractor,
  review: {
    status: 'pending' | 'published' | 'rejected'
    publishedAt?: string
    rating?: number
    text?: string
  },
) =>
  payload.create({
    collection: 'reviews',
    overrideAccess: true,
    data: {
      referral: (await makeReferral(contractor)).id,
      contractor: contractor.id,
      service: service.id,
      hireEvidence: 'contractor-won',
      rating: review.rating ?? 5,
      text: review.text ?? 'They fixed the leak fast and cleaned up after themselves.',
      reviewerName: 'Maria G.',
      reviewerCity: 'Miami',
      status: review.status,
      publishedAt: review.publishedAt,
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'Profiled Service')
})

// The reviews hold on to their referrals: files that clear every lead and referral find none of this file's left.
afterAll(async () => {
  await payload.delete({
    collection: 'reviews',
    where: { service: { equals: service.id } },
    overrideAccess: true,
  })
})

describe('GET /api/contractors/page/:slug', () => {
  it('shows the company, its area, its current verified credentials and its ratings, each with its source', async () => {
    const contractor = await makeContractor({
      externalRating: { rating: 4.7, count: 212, source: 'Google', asOf: '2026-03-01T00:00:00.000Z' },
    })
    const evidence = { contractor: contractor.id, expiresOn: daysFromNow(200), verifiedOn: daysFromNow(-30) }
    await payload.create({
      collection: 'licences',
      data: { ...evidence, state: 'FL', number: 'CCC1330000', classification: 'Roofing Contractor' },
    })
    // Expired, and never verified: neither is a credential the profile may show.
    await payload.create({
      collection: 'licences',
      data: {
        ...evidence,
        expiresOn: daysFromNow(-1),
        state: 'TX',
        number: 'TX-EXPIRED',
        classification: 'Roofer',
      },
    })
    await payload.create({
      collection: 'licences',
      data: {
        contractor: contractor.id,
        expiresOn: daysFromNow(100),
        state: 'GA',
        number: 'GA-UNCHECKED',
        classification: 'Roofer',
      },
    })
    await payload.create({
      collection: 'insurance-policies',
      data: { ...evidence, carrier: 'Acme Mutual', policyNumber: 'POL-PRIVATE-123', coverage: 1_000_000 },
    })
    await payload.db.drizzle.execute(
      sql`UPDATE contractors SET rating = 4.5, reviews_count = 2 WHERE id = ${contractor.id}`,
    )

    const response = await profileOf(contractor.slug)
    const body = await response.text()
    const page = JSON.parse(body) as ProProfilePageData
    expect(page).toMatchObject({
      slug: contractor.slug,
      name: 'Profiled Roofing',
      description: 'Roofs in Miami since 1999.',
      services: [{ slug: service.slug, name: service.name }],
      nationwide: false,
      states: ['Florida'],
      cities: ['Miami, FL', 'Austin, TX'],
      serviceArea: 'Miami and Austin',
      yearsInBusiness: 12,
      rating: { value: 4.5, count: 2 },
      externalRating: { rating: 4.7, count: 212, source: 'Google', asOf: '2026-03-01T00:00:00.000Z' },
      response: null,
    })
    expect(page.licences).toEqual([
      {
        state: 'FL',
        stateName: 'Florida',
        number: 'CCC1330000',
        classification: 'Roofing Contractor',
        verifiedOn: evidence.verifiedOn,
        expiresOn: evidence.expiresOn,
      },
    ])
    expect(page.insurance).toEqual({ verifiedOn: evidence.verifiedOn, expiresOn: evidence.expiresOn })
    for (const secret of [
      'POL-PRIVATE-123',
      'Acme Mutual',
      'TX-EXPIRED',
      'GA-UNCHECKED',
      'certificate',
      'evidence',
    ])
      expect(body).not.toContain(secret)
  })

  it('is 404 for an unknown slug, an inactive contractor, one whose checks are not current, and a hostile slug', async () => {
    const inactive = await makeContractor({ isActive: false })
    const lapsed = await makeContractor()
    await verify(lapsed.id, daysFromNow(100), daysFromNow(-1))
    const neverChecked = await makeContractor()
    await verify(neverChecked.id, null, null)
    for (const slug of [unique('nobody'), inactive.slug, lapsed.slug, neverChecked.slug, "x'%20OR%201=1"])
      expect((await profileOf(slug)).status, slug).toBe(404)
    const sitemap = await sitemapXml(payload)
    for (const slug of [inactive.slug, lapsed.slug, neverChecked.slug])
      expect(sitemap).not.toContain(`/pros/${slug}<`)
  })

  it('pages the published reviews newest first, and no other review', async () => {
    const contractor = await makeContractor()
    const published = PROFILE_REVIEWS_PER_PAGE + 2
    for (let index = 0; index < published; index += 1)
      await makeReview(contractor, {
        status: 'published',
        publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        text: `Review number ${index} of the roof work done.`,
        rating: (index % 5) + 1,
      })
    await makeReview(contractor, { status: 'pending', text: 'Still waiting for moderation, not shown.' })
    await makeReview(contractor, { status: 'rejected', text: 'Rejected by the policy and never shown.' })

    const first = await profile(contractor.slug)
    expect(first.reviews).toMatchObject({ page: 1, totalPages: 2, totalDocs: published })
    expect(first.reviews.docs.map(({ text }) => text)).toEqual(
      Array.from(
        { length: PROFILE_REVIEWS_PER_PAGE },
        (_, n) => `Review number ${published - 1 - n} of the roof work done.`,
      ),
    )
    expect(first.reviews.docs[0]).toMatchObject({
      rating: ((published - 1) % 5) + 1,
      reviewerName: 'Maria G.',
      reviewerCity: 'Miami',
      date: new Date(Date.UTC(2026, 0, published)).toISOString(),
      service: { slug: service.slug, name: service.name },
      reply: null,
    })
    const second = await profile(contractor.slug, '?page=2')
    expect(second.reviews.docs.map(({ text }) => text)).toEqual([
      'Review number 1 of the roof work done.',
      'Review number 0 of the roof work done.',
    ])
    for (const query of ['?page=3', '?page=0', '?page=two', '?page=-1'])
      expect((await profileOf(contractor.slug, query)).status, query).toBe(404)
  })

  it('shows the response figures only once five referrals were answered', async () => {
    const contractor = await makeContractor()
    for (const [minutes, accepted] of [
      [10, true],
      [20, true],
      [30, false],
      [40, true],
    ] as const)
      await makeReferral(contractor, { minutes, accepted })
    // Unanswered, and answered before the period: neither counts as an answer.
    await makeReferral(contractor)
    await makeReferral(contractor, { minutes: 5, accepted: true, daysAgo: 400 })
    expect((await profile(contractor.slug)).response).toBeNull()

    await makeReferral(contractor, { minutes: 50, accepted: true })
    // Accepted 4 of the 6 referrals sent in the period. The median is the cards' own, over the latest answers
    // whatever their age: of 5, 10, 20, 30, 40 and 50 minutes, 25.
    expect((await profile(contractor.slug)).response).toEqual({
      answered: 5,
      medianSeconds: 25 * 60,
      acceptanceRate: 66.7,
    })
  })

  it('is in the sitemap, and its structured data rates only from published verified reviews', async () => {
    const contractor = await makeContractor({
      externalRating: { rating: 4.9, count: 500, source: 'Sample data', asOf: '2026-01-01T00:00:00.000Z' },
    })
    expect(await sitemapXml(payload)).toContain(`/pros/${contractor.slug}</loc>`)

    const unrated = proProfileJsonLd(await profile(contractor.slug), 'https://pros.example')
    expect(unrated).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: 'Profiled Roofing',
      url: `https://pros.example/pros/${contractor.slug}`,
    })
    expect(unrated).not.toHaveProperty('aggregateRating')
    expect(unrated).not.toHaveProperty('review')

    await makeReview(contractor, { status: 'published', publishedAt: '2026-02-03T10:00:00.000Z', rating: 4 })
    await makeReview(contractor, { status: 'pending', rating: 1 })
    await payload.db.drizzle.execute(
      sql`UPDATE contractors SET rating = 4, reviews_count = 1 WHERE id = ${contractor.id}`,
    )
    const rated = proProfileJsonLd(await profile(contractor.slug), 'https://pros.example')
    expect(rated['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    })
    expect(rated['review']).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Maria G.' },
        datePublished: '2026-02-03',
        reviewBody: 'They fixed the leak fast and cleaned up after themselves.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ])
    expect(JSON.stringify(rated)).not.toContain('500')
  })
})
