import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LEAD_STATUSES } from '../../cms/src/contracts/lead-options'
import { leadStatusOf } from '../../cms/src/contracts/lead-status'
import { STATE_CODES, stateOfSlug } from '../../cms/src/contracts/us-states'
import { matchContractors } from '../../cms/src/matching/match-contractors'
import { areaOfZip } from '../../cms/src/matching/zip-area'
import { DEVELOPMENT_STAFF } from '../../cms/src/runtime/staff-account'
import { testPayload } from '../../cms/test/payload'
import { articles } from './data/articles'
import { locationPages, locationPageServiceSlugs, seedCities } from './data/location-pages'
import { contractors } from './data/contractors'
import { costGuides } from './data/cost-guides'
import { services } from './data/services'
import { ARTWORK_DIR } from './media'
import { seed } from './seed'

const SEEDED: Record<string, string[]> = {
  services: services.map((service) => service.slug),
  contractors: contractors.map((contractor) => contractor.slug),
  'cost-guides': costGuides.map((guide) => guide.slug),
  articles: articles.map((article) => article.slug),
}

let payload: Payload

const countAll = async () => {
  const collections = [
    'services',
    'contractors',
    'cost-guides',
    'city-pages',
    'articles',
    'users',
    'leads',
    'media',
  ]
  const counts: Record<string, number> = {}
  for (const collection of collections) {
    counts[collection] = (await payload.count({ collection: collection as CollectionSlug })).totalDocs
  }
  return counts
}

const countSeeded = async (collection: string) =>
  (
    await payload.count({
      collection: collection as CollectionSlug,
      where: { slug: { in: SEEDED[collection] } },
    })
  ).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { staff: DEVELOPMENT_STAFF })
})

describe('seed', () => {
  it('leaves every count as it was when run a second time', async () => {
    const before = await countAll()
    await seed(payload, { staff: DEVELOPMENT_STAFF })
    expect(await countAll()).toEqual(before)
  })

  it('holds the 12 services, in 5 categories', async () => {
    expect(await countSeeded('services')).toBe(12)
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { in: SEEDED.services } },
      sort: 'sortOrder',
      limit: 12,
    })
    expect(docs.map((service) => service.slug)).toEqual([
      'kitchen-remodeling',
      'bathroom-renovation',
      'roofing',
      'hvac',
      'plumbing',
      'electrical',
      'landscaping',
      'painting',
      'flooring',
      'additions',
      'concrete',
      'pest-control',
    ])
    expect(docs.find((service) => service.slug === 'additions')?.name).toBe('Home Additions')
    expect(docs.find((service) => service.slug === 'concrete')?.name).toBe('Concrete Work')
    expect(new Set(docs.map((service) => service.category)).size).toBe(5)
    // The service pages' sidebar: Average Cost $15,000-$35,000, Typical Duration 2-4 weeks.
    for (const service of docs) {
      expect(service).toMatchObject({ priceLow: 15000, priceHigh: 35000, durationLow: 14, durationHigh: 28 })
    }
  })

  it('holds firms shaped like real ones: nationwide only in their own trades, none offering every service', async () => {
    expect(await countSeeded('contractors')).toBe(contractors.length)
    const { docs } = await payload.find({
      collection: 'contractors',
      where: { slug: { in: SEEDED.contractors } },
      limit: 100,
      depth: 0,
    })
    const servicesOf = (contractor: (typeof docs)[number]) =>
      contractor.services.map((service) => (typeof service === 'string' ? service : service.id))
    for (const contractor of docs) {
      expect(servicesOf(contractor).length, contractor.slug).toBeLessThan(services.length)
    }
    const nationwide = docs.filter((contractor) =>
      STATE_CODES.every((code) => contractor.states?.includes(code)),
    )
    expect(nationwide.length).toBeGreaterThanOrEqual(1)
    for (const contractor of nationwide)
      expect(servicesOf(contractor).length, contractor.slug).toBeLessThanOrEqual(3)
    // A pest-control firm is in that trade alone, never a remodeler or a roofer.
    const pestControl = (
      await payload.find({ collection: 'services', where: { slug: { equals: 'pest-control' } } })
    ).docs[0]!.id
    const pestFirms = docs.filter((contractor) => servicesOf(contractor).includes(pestControl))
    expect(pestFirms.length).toBeGreaterThanOrEqual(1)
    for (const contractor of pestFirms) expect(servicesOf(contractor), contractor.slug).toEqual([pestControl])

    const local = docs.filter((contractor) => (contractor.cities ?? []).length > 0)
    expect(local.length).toBeGreaterThanOrEqual(12)
    expect(docs.filter((contractor) => contractor.isActive === false).length).toBeGreaterThanOrEqual(2)
  })

  it('gives every contractor a verified licence and insurance, current a year on and marked as sample data', async () => {
    const { docs } = await payload.find({
      collection: 'contractors',
      where: { slug: { in: SEEDED.contractors } },
      limit: 100,
      depth: 0,
    })
    expect(docs).toHaveLength(contractors.length)
    const aYearOn = Date.now() + 365 * 24 * 60 * 60 * 1000
    for (const contractor of docs) {
      expect(contractor, contractor.slug).toMatchObject({ licensed: true, insured: true, verified: true })
      expect(new Date(contractor.licensedUntil!).getTime(), contractor.slug).toBeGreaterThan(aYearOn)
      expect(new Date(contractor.insuredUntil!).getTime(), contractor.slug).toBeGreaterThan(aYearOn)
    }
    const ids = docs.map((contractor) => contractor.id)
    const licences = await payload.find({
      collection: 'licences',
      where: { contractor: { in: ids } },
      limit: 200,
      depth: 0,
    })
    const policies = await payload.find({
      collection: 'insurance-policies',
      where: { contractor: { in: ids } },
      limit: 200,
      depth: 0,
    })
    expect(licences.docs).toHaveLength(contractors.length)
    expect(policies.docs).toHaveLength(contractors.length)
    for (const licence of licences.docs) {
      expect(licence.number).toMatch(new RegExp(`^SAMPLE-${licence.state}-\\d{5}$`))
      expect(licence.verifiedOn).toEqual(expect.any(String))
    }
    for (const policy of policies.docs) expect(policy.policyNumber).toMatch(/^SAMPLE-GL-\d{5}$/)
    // The select step's own three, on the demo's path, keep their badges.
    const miamiKitchen = await matchContractors(payload, { serviceSlug: 'kitchen-remodeling', zip: '33101' })
    for (const name of ['Summit Home Pros', 'Keystone Renovation Group', 'Cornerstone Craftsmen'])
      expect(miamiKitchen.local.find((contractor) => contractor.name === name)).toMatchObject({
        licensed: true,
        insured: true,
      })
  })

  it("offers 3 or more firms for every service a seeded city's pages price, the sample three for a Miami kitchen", async () => {
    for (const city of seedCities) {
      for (const serviceSlug of locationPageServiceSlugs) {
        const match = await matchContractors(payload, { serviceSlug, zip: city.zipCode })
        expect(match.local.length, `${serviceSlug} in ${city.name}`).toBeGreaterThanOrEqual(3)
      }
    }
    const miamiKitchen = await matchContractors(payload, { serviceSlug: 'kitchen-remodeling', zip: '33101' })
    // The sample three lead, in their order, by their ratings from elsewhere.
    expect(miamiKitchen.local.slice(0, 3).map((contractor) => contractor.name)).toEqual([
      'Summit Home Pros',
      'Keystone Renovation Group',
      'Cornerstone Craftsmen',
    ])
  })

  it('gives every contractor the facts its card shows: years in business, service area, a sample rating', async () => {
    const { docs } = await payload.find({
      collection: 'contractors',
      where: { slug: { in: SEEDED.contractors } },
      limit: 100,
      depth: 0,
    })
    expect(docs).toHaveLength(contractors.length)
    for (const contractor of docs) {
      expect(contractor.yearsInBusiness, contractor.slug).toBeGreaterThan(0)
      expect(contractor.serviceArea, contractor.slug).toMatch(/\w/)
      // No one reviewed the sample firms: their ratings are from elsewhere, named as sample data, never verified.
      expect(contractor.rating ?? null, contractor.slug).toBeNull()
      expect(contractor.reviewsCount, contractor.slug).toBe(0)
      expect(contractor.externalRating, contractor.slug).toMatchObject({
        rating: expect.any(Number),
        count: expect.any(Number),
        source: 'Sample data',
        asOf: expect.stringMatching(/^2026-03-01/),
      })
    }
    const national = docs.filter((contractor) => contractor.serviceArea === 'Nationwide')
    expect(national.map((contractor) => contractor.slug).sort()).toEqual(
      docs
        .filter((contractor) => contractor.states?.length === STATE_CODES.length)
        .map((c) => c.slug)
        .sort(),
    )
  })

  it('holds the 3 cost guides published January 15, 2025, and 3 published articles', async () => {
    const { docs: guides } = await payload.find({
      collection: 'cost-guides',
      where: { slug: { in: SEEDED['cost-guides'] } },
    })
    expect(guides.map((guide) => guide.slug).sort()).toEqual([
      'bathroom-renovation-cost',
      'kitchen-remodeling-cost',
      'roof-replacement-cost',
    ])
    // Each prices one service, which its quote links start the wizard with.
    expect(
      Object.fromEntries(
        guides.map((guide) => [
          guide.slug,
          typeof guide.service === 'object' ? guide.service?.slug : guide.service,
        ]),
      ),
    ).toEqual({
      'bathroom-renovation-cost': 'bathroom-renovation',
      'kitchen-remodeling-cost': 'kitchen-remodeling',
      'roof-replacement-cost': 'roofing',
    })
    for (const guide of guides) {
      expect(guide.publishedAt.slice(0, 10)).toBe('2025-01-15')
      expect(guide.author).toBe('Expert Team')
      // The guides' cost table: Basic $5,000 / $10,000 / $15,000 … Premium $35,000 / $55,000 / $75,000+.
      expect(
        guide.costTiers?.map(({ name, low, average, high, openEnded }) => [
          name,
          low,
          average,
          high,
          openEnded,
        ]),
      ).toEqual([
        ['Basic', 5000, 10000, 15000, false],
        ['Standard', 15000, 25000, 35000, false],
        ['Premium', 35000, 55000, 75000, true],
      ])
    }
    const { docs: published } = await payload.find({
      collection: 'articles',
      where: { and: [{ slug: { in: SEEDED.articles } }, { _status: { equals: 'published' } }] },
    })
    expect(published).toHaveLength(3)
  })

  it('holds 60 location pages, Miami kitchen remodeling at $12,000 / $28,000 / $55,000', async () => {
    expect(locationPages).toHaveLength(60)
    const { docs } = await payload.find({
      collection: 'city-pages',
      where: { state: { equals: 'florida' } },
      depth: 1,
      limit: 100,
    })
    const miamiKitchen = docs.find(
      (page) =>
        page.city === 'miami' &&
        typeof page.service === 'object' &&
        page.service.slug === 'kitchen-remodeling',
    )
    expect(miamiKitchen).toMatchObject({ costLow: 12000, costAverage: 28000, costHigh: 55000 })
    for (const city of ['tampa', 'orlando', 'fort-lauderdale']) {
      expect(docs.some((page) => page.city === city)).toBe(true)
    }
  })

  it("gives the home page and every service a picture of the repository's artwork, with its alt text", async () => {
    const altTexts = JSON.parse(await readFile(path.join(ARTWORK_DIR, 'alt.json'), 'utf8')) as Record<
      string,
      string
    >
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { in: SEEDED.services } },
      depth: 1,
      limit: 12,
    })
    const pictures = [
      { name: 'home-hero', image: (await payload.findGlobal({ slug: 'home-page', depth: 1 })).hero?.image },
      ...docs.map((service) => ({ name: service.slug, image: service.image })),
    ]
    expect(pictures).toHaveLength(13)
    for (const { name, image } of pictures) {
      expect(image, name).toMatchObject({ filename: `artwork-${name}.png`, alt: altTexts[name], width: 1600 })
      // Drawn at the width of the largest copy, so every copy exists.
      if (typeof image === 'object') expect(image?.sizes?.large?.width, name).toBe(1600)
    }
  })

  it('gives every service the same pricing table, included list and related services, never itself', async () => {
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { in: SEEDED.services } },
      depth: 1,
      limit: 12,
    })
    for (const service of docs) {
      expect(
        service.pricingTiers?.map(({ name, priceLow, priceHigh, openEnded, durationLow, durationHigh }) => [
          name,
          priceLow,
          priceHigh,
          openEnded,
          durationLow,
          durationHigh,
        ]),
      ).toEqual([
        ['Basic', 5000, 15000, false, 7, 14],
        ['Standard', 15000, 35000, false, 14, 28],
        ['Premium', 35000, 75000, true, 28, 56],
      ])
      expect(service.included).toHaveLength(6)
      const related = (service.relatedServices ?? []).map((other) =>
        typeof other === 'object' ? other.slug : other,
      )
      expect(related).not.toContain(service.slug)
      expect(related).toHaveLength(3)
    }
    const roofing = docs.find((service) => service.slug === 'roofing')
    expect(
      roofing?.relatedServices?.map((other) => (typeof other === 'object' ? other.slug : other)),
    ).toEqual(['bathroom-renovation', 'flooring', 'painting'])
  })

  it("places every location page by a ZIP code in its own state, and pins Miami's spec neighbours", async () => {
    const { docs } = await payload.find({ collection: 'city-pages', depth: 1, limit: 100, pagination: false })
    for (const page of locationPages) {
      const area = areaOfZip(page.zipCode)
      expect(area?.state, `${page.city} ${page.zipCode}`).toBe(stateOfSlug(page.state))
      expect(area?.city, page.zipCode).toBe(page.cityName)
    }
    const miami = docs.find(
      (page) => page.city === 'miami' && typeof page.service === 'object' && page.service.slug === 'roofing',
    )
    expect(miami?.nearbyCities?.map((nearby) => (typeof nearby === 'object' ? nearby.city : nearby))).toEqual(
      ['tampa', 'orlando', 'fort-lauderdale'],
    )
  })

  it('holds the company details and marketing figures in the site settings', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings).toMatchObject({
      companyName: 'Find Trusted Pros',
      footerText:
        'Connect with top-rated contractors in your area. Get free quotes and compare bids for your home improvement projects.',
      contactEmail: 'support@findtrustedpros.example',
      phone: '(555) 123-4567',
      phoneHours: 'Monday to Friday, 9:00 a.m. to 6:00 p.m. ET',
      address: '123 Main Street, Suite 400\nAnytown, ST 00000',
      socialLinks: [],
    })
    // The site's figures: 50,000+ projects, 4.8/5, 95%, a 20% saving, 24-hour response, quotes within 24-48 hours.
    expect(settings.figures).toEqual({
      projectsCompleted: '50,000+',
      averageRating: '4.8/5',
      customerSatisfaction: '95%',
      averageSaving: '20%',
      contractorResponse: '24 hours',
      quotesWithin: '24-48 hours',
      typicalPrice: '$5,000 - $25,000',
      typicalDuration: '2-6 weeks',
    })
  })

  it("holds the home page's hero, three testimonials, the three reasons with their icons and the call to action", async () => {
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(home.hero.title).toBe('Find Top-Rated Contractors in Your Area')
    expect(home.testimonials?.map(({ name, city }) => `${name}, ${city}`)).toEqual([
      'Jennifer M., Austin, TX',
      'Robert T., Tampa, FL',
      'Priya S., Charlotte, NC',
    ])
    // The three reasons: pre-screened contractors, compare multiple bids, 100% free service.
    expect(home.reasons?.map(({ title, icon }) => [title, icon])).toEqual([
      ['Pre-Screened Contractors', 'shield-check'],
      ['Compare Multiple Bids', 'chart-column'],
      ['100% Free Service', 'circle-dollar-sign'],
    ])
    expect(home.reasons?.every((reason) => reason.iconSvg?.startsWith('<svg'))).toBe(true)
    expect(home.callToAction.title).toBe('Ready to Start Your Project?')
  })

  it('brings edited site settings and home page copy back when run again', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { phone: '(555) 000-0000', socialLinks: [{ platform: 'x', url: 'https://x.example/pros' }] },
    })
    await payload.updateGlobal({ slug: 'home-page', data: { testimonials: [], hero: { title: 'Edited' } } })
    await seed(payload)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.phone).toBe('(555) 123-4567')
    expect(settings.socialLinks).toEqual([])
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(home.hero.title).toBe('Find Top-Rated Contractors in Your Area')
    expect(home.testimonials).toHaveLength(3)
  })

  it("brings a sample contractor's content back when run again, and leaves its verified rating and count alone", async () => {
    const summit = (
      await payload.find({
        collection: 'contractors',
        where: { slug: { equals: 'summit-home-pros' } },
        depth: 0,
      })
    ).docs[0]!
    // As its published reviews would have made them (the Local API stands in for the recompute here).
    await payload.update({
      collection: 'contractors',
      id: summit.id,
      data: { rating: 4.5, reviewsCount: 2, description: 'Edited.' },
    })
    try {
      await seed(payload)
      const after = await payload.findByID({ collection: 'contractors', id: summit.id, depth: 0 })
      expect(after.description).toBe(summit.description)
      expect(after).toMatchObject({ rating: 4.5, reviewsCount: 2 })
    } finally {
      await payload.update({
        collection: 'contractors',
        id: summit.id,
        data: { rating: null, reviewsCount: 0 },
      })
    }
  })

  it('creates the development staff user once, as an admin', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: DEVELOPMENT_STAFF.email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.role).toBe('admin')
  })

  it('adds no leads unless asked for demo data', async () => {
    const before = (await payload.count({ collection: 'leads' })).totalDocs
    await seed(payload)
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before)
    await seed(payload, { demo: true })
    const withDemo = (await payload.count({ collection: 'leads' })).totalDocs
    expect(withDemo).toBeGreaterThan(before)
    await seed(payload, { demo: true })
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(withDemo)
  })

  it('gives the demo leads every status, each as the rule derives it from their referrals (or staff set it)', async () => {
    await seed(payload, { demo: true })
    const { docs: leads } = await payload.find({
      collection: 'leads',
      where: { idempotencyKey: { like: '00000000-0000-4000-8000-' } },
      pagination: false,
      depth: 0,
    })
    expect(leads.length).toBeGreaterThan(0)
    for (const lead of leads) {
      const { docs: referrals } = await payload.find({
        collection: 'referrals',
        where: { lead: { equals: lead.id } },
        pagination: false,
        depth: 0,
      })
      if (lead.statusOverride?.at) expect(lead.status).toBe('spam')
      else expect(lead.status, lead.name).toBe(leadStatusOf(lead, referrals))
    }
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(LEAD_STATUSES))
  })
})
