import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type {
  ArticlePageData,
  CostGuidePageData,
  LocationPageData,
  ServicePageData,
} from '../../contracts/public-pages'
import type { LocationPage, Service } from '../../payload-types'
import { responsiveImage } from '../../collections/Media/responsive-image'
import { createPicture } from '../../../test/media'
import { createService, serviceData, testPayload, unique } from '../../../test/payload'
import { rest } from '../../../test/rest'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload

/** The field messages of a write Payload refused. */
const fieldErrors = async (write: Promise<unknown>): Promise<{ path: string; message: string }[]> => {
  const error = await write.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

const get = async <T>(path: string): Promise<T> => {
  const response = await rest(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})
const link = (url: string, label: string) =>
  block('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false } })

/** A Lexical document with a heading the editor set as h1, bold text, a list and two links, one of them hostile. */
const richBody = {
  root: block('root', [
    block('heading', [text('Plan <first>')], { tag: 'h1' }),
    block('paragraph', [text('Budget ', 0), text('carefully', 1), text('.')], { textFormat: 0 }),
    block('list', [block('listitem', [text('Measure twice')], { value: 1 })], {
      listType: 'bullet',
      start: 1,
      tag: 'ul',
    }),
    block('paragraph', [
      link('https://example.com/permits', 'permit office'),
      link('javascript:alert(1)', 'bad'),
    ]),
  ]),
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('rich text as HTML', () => {
  it('keeps headings, emphasis, lists and links, demotes h1 and neutralises script URLs and markup', async () => {
    const heroImage = await createPicture(payload, { alt: 'A cost chart on a clipboard' })
    const guide = await payload.create({
      collection: 'cost-guides',
      data: {
        title: 'Rich Guide',
        slug: unique('rich-guide'),
        excerpt: 'A guide with rich text.',
        publishedAt: '2025-02-01T12:00:00.000Z',
        author: 'Pat Planner',
        heroImage: heroImage.id,
        body: richBody as never,
        _status: 'published',
      },
    })
    const page = await get<CostGuidePageData>(`/api/cost-guides/page/${guide.slug}`)
    expect(page.bodyHtml).toContain('<h2>Plan &lt;first&gt;</h2>')
    expect(page.bodyHtml).toContain('<strong>carefully</strong>')
    expect(page.bodyHtml).toMatch(/<ul[^>]*><li[^>]*>Measure twice<\/li><\/ul>/)
    expect(page.bodyHtml).toContain('<a href="https://example.com/permits">permit office</a>')
    expect(page.bodyHtml).not.toContain('javascript:')
    expect(page.bodyHtml).not.toContain('<h1')
    expect(page.author).toBe('Pat Planner')
    expect(page.heroImage).toEqual(responsiveImage(heroImage))
  })
})

describe('GET /api/services/page/:slug', () => {
  it("answers the service's name, tiers, list, sidebar figures and related services", async () => {
    const related = await createService(payload, 'Related Service')
    const service = await payload.update({
      collection: 'services',
      id: (await createService(payload, 'Page Service')).id,
      data: {
        overview: richBody as never,
        pricingTiers: [
          { name: 'Basic', priceLow: 100, priceHigh: 200, durationLow: 1, durationHigh: 2 },
          {
            name: 'Premium',
            priceLow: 300,
            priceHigh: 900,
            openEnded: true,
            durationLow: 7,
            durationHigh: 14,
          },
        ],
        included: ['Cleanup'],
        relatedServices: [related.id],
      },
    })
    const page = await get<ServicePageData>(`/api/services/page/${service.slug}`)
    expect(page).toMatchObject({
      name: 'Page Service',
      priceLow: 1000,
      priceHigh: 2000,
      included: ['Cleanup'],
      related: [{ slug: related.slug, name: 'Related Service' }],
      pricingTiers: [
        { name: 'Basic', priceLow: 100, priceHigh: 200, openEnded: false, durationLow: 1, durationHigh: 2 },
        { name: 'Premium', priceLow: 300, priceHigh: 900, openEnded: true, durationLow: 7, durationHigh: 14 },
      ],
    })
    expect(page.overviewHtml).toContain('<h2>Plan &lt;first&gt;</h2>')
    expect(page.image).toBeNull()
  })

  it('answers the hero picture as srcSet, size and alt text', async () => {
    const picture = await createPicture(payload, { alt: 'A kitchen with new cabinets' })
    const service = await createService(payload, 'Pictured Page Service')
    await payload.update({ collection: 'services', id: service.id, data: { image: picture.id } })
    const page = await get<ServicePageData>(`/api/services/page/${service.slug}`)
    expect(page.image).toEqual(responsiveImage(picture))
    expect(page.image).toMatchObject({ alt: 'A kitchen with new cabinets', width: 1200, height: 800 })
  })

  it('answers 404 for an unknown slug and for a segment that could not be a slug', async () => {
    expect((await rest('/api/services/page/no-such-service')).status).toBe(404)
    expect((await rest('/api/services/page/Bad_Slug%00')).status).toBe(404)
  })
})

describe('GET /api/cost-guides/page/:slug', () => {
  const guideOf = (service: string | null) =>
    payload.create({
      collection: 'cost-guides',
      data: {
        title: 'A Priced Guide',
        slug: unique('priced-guide'),
        excerpt: 'What it costs.',
        publishedAt: '2025-02-01T12:00:00.000Z',
        author: 'Pat Planner',
        service,
        _status: 'published',
      },
    })
  const serviceSlugOf = async (slug: string) =>
    (await get<CostGuidePageData>(`/api/cost-guides/page/${slug}`)).serviceSlug

  it('names the published service the guide prices, for its quote links; none when it prices none', async () => {
    const service = await createService(payload, 'Priced Service')
    expect(await serviceSlugOf((await guideOf(service.id)).slug)).toBe(service.slug)
    expect(await serviceSlugOf((await guideOf(null)).slug)).toBeNull()
  })

  it('names no service the public cannot see: a draft starts no wizard', async () => {
    const draft = await payload.create({
      collection: 'services',
      data: { ...serviceData('Draft Priced Service'), _status: 'draft' },
      draft: true,
    })
    expect(await serviceSlugOf((await guideOf(draft.id)).slug)).toBeNull()
  })
})

describe('GET /api/articles/page/:slug', () => {
  it('answers a published article with its reading time, and 404 once it is unpublished', async () => {
    const heroImage = await createPicture(payload, { alt: 'A contractor shaking hands' })
    const article = await payload.create({
      collection: 'articles',
      data: {
        title: 'Rich Article',
        slug: unique('rich-article'),
        excerpt: 'An article with rich text.',
        author: 'Dana Writer',
        reviewer: 'Rae Reviewer',
        tags: ['Planning'],
        heroImage: heroImage.id,
        _status: 'published',
        publishedAt: '2025-04-01T12:00:00.000Z',
        body: richBody as never,
      },
    })
    const page = await get<ArticlePageData>(`/api/articles/page/${article.slug}`)
    expect(page).toMatchObject({
      author: 'Dana Writer',
      reviewer: 'Rae Reviewer',
      tags: ['Planning'],
      heroImage: responsiveImage(heroImage),
    })
    expect(page.readingMinutes).toBe(1)
    expect(page.bodyHtml).toContain('<strong>carefully</strong>')

    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'draft' } })
    expect((await rest(`/api/articles/page/${article.slug}`)).status).toBe(404)
  })
})

describe('GET /api/city-pages/page/:state/:city/:service', () => {
  let service: Service
  let other: Service
  const pages: Record<string, LocationPage> = {}

  const pageData = (state: string, city: string, cityName: string, zipCode: string, on = service) => ({
    state,
    city,
    cityName,
    zipCode,
    service: on.id,
    costLow: 1000,
    costAverage: 2000,
    costHigh: 3000,
    durationLow: 7,
    durationHigh: 14,
    metaTitle: `${on.name} in ${cityName}`,
  })

  const makePage = async (state: string, city: string, cityName: string, zipCode: string, on = service) => {
    pages[`${on.slug}/${city}`] = await payload.create({
      collection: 'city-pages',
      data: { ...pageData(state, city, cityName, zipCode, on), _status: 'published' },
    })
    return pages[`${on.slug}/${city}`]!
  }

  const makeContractor = async (name: string, data: Record<string, unknown>) => {
    const contractor = await payload.create({
      collection: 'contractors',
      data: {
        name,
        slug: unique('local'),
        description: `${name}, made by the location test.`,
        services: [service.id],
        reviewsCount: 10,
        ...data,
      },
    })
    await giveCurrentChecks(payload, contractor.id)
    return contractor
  }

  const locationOf = (city: string, on = service) =>
    get<LocationPageData>(`/api/city-pages/page/vermont/${city}/${on.slug}`)

  beforeAll(async () => {
    other = await createService(payload, 'Other Local Service')
    service = await payload.update({
      collection: 'services',
      id: (await createService(payload, 'Local Service')).id,
      data: { relatedServices: [other.id, (await createService(payload, 'Unpaged Service')).id] },
    })
    await makePage('vermont', 'burlington', 'Burlington', '05401')
    await makePage('vermont', 'montpelier', 'Montpelier', '05602')
    await makePage('vermont', 'rutland', 'Rutland', '05701')
    await makePage('vermont', 'brattleboro', 'Brattleboro', '05301')
    // Plattsburgh, New York, is nearer Burlington than any of these, but in another state.
    await makePage('new-york', 'plattsburgh', 'Plattsburgh', '12901')
    await makePage('vermont', 'burlington', 'Burlington', '05401', other)
  })

  it('lists the nearest pages of the service in the same state, never one across the state line', async () => {
    const page = await locationOf('burlington')
    expect(page).toMatchObject({ cityName: 'Burlington', stateName: 'Vermont', zipCode: '05401' })
    expect(page.nearby.map((city) => city.cityName)).toEqual(['Montpelier', 'Rutland', 'Brattleboro'])
  })

  it('puts the pinned cities first, in their order', async () => {
    await payload.update({
      collection: 'city-pages',
      id: pages[`${service.slug}/burlington`]!.id,
      data: { nearbyCities: [pages[`${service.slug}/brattleboro`]!.id] },
    })
    const page = await locationOf('burlington')
    expect(page.nearby.map((city) => city.cityName)).toEqual(['Brattleboro', 'Montpelier', 'Rutland'])
  })

  it('shows a pinned city across the state line, as its editor chose, and never one that is not published', async () => {
    const burlington = pages[`${service.slug}/burlington`]!.id
    const barre = await payload.create({
      collection: 'city-pages',
      draft: true,
      data: { ...pageData('vermont', 'barre', 'Barre', '05641'), _status: 'draft' },
    })
    const pinned = [
      pages[`${service.slug}/plattsburgh`]!.id,
      barre.id,
      pages[`${service.slug}/brattleboro`]!.id,
    ]
    await payload.update({ collection: 'city-pages', id: burlington, data: { nearbyCities: pinned } })
    try {
      const page = await locationOf('burlington')
      expect(page.nearby.map((city) => city.cityName)).toEqual(['Plattsburgh', 'Brattleboro', 'Montpelier'])
      expect(page.nearby[0]).toEqual({ state: 'new-york', city: 'plattsburgh', cityName: 'Plattsburgh' })
    } finally {
      await payload.update({ collection: 'city-pages', id: burlington, data: { nearbyCities: [pinned[2]!] } })
      await payload.delete({ collection: 'city-pages', id: barre.id })
    }
  })

  it('links only the related services that have a page in the city', async () => {
    const page = await locationOf('burlington')
    expect(page.related).toEqual([{ slug: other.slug, name: 'Other Local Service' }])
  })

  it('shows the active contractors covering the city for the service, best rated first, at most 3', async () => {
    await makeContractor('Statewide Pro', { states: ['VT'], rating: 4.5 })
    const cityPro = await makeContractor('Burlington Pro', { cities: ['Burlington, VT'], rating: 4.9 })
    await makeContractor('Rutland Pro', { cities: ['Rutland, VT'], rating: 5 })
    await makeContractor('Resting Pro', { states: ['VT'], rating: 5, isActive: false })
    await makeContractor('New York Pro', { states: ['NY'], rating: 5 })
    await makeContractor('Other Trade Pro', { states: ['VT'], rating: 5, services: [other.id] })

    expect((await locationOf('burlington')).contractors.map((pro) => pro.name)).toEqual([
      'Burlington Pro',
      'Statewide Pro',
    ])
    await payload.update({ collection: 'contractors', id: cityPro.id, data: { isActive: false } })
    expect((await locationOf('burlington')).contractors.map((pro) => pro.name)).toEqual(['Statewide Pro'])
  })

  it('answers 404 where no location page exists', async () => {
    for (const path of [
      `/api/city-pages/page/vermont/stowe/${service.slug}`,
      `/api/city-pages/page/narnia/burlington/${service.slug}`,
      '/api/city-pages/page/vermont/burlington/not-a-service',
    ]) {
      expect((await rest(path)).status, path).toBe(404)
    }
  })

  it("refuses a ZIP code outside the page's state and a state that is not one, saying why", async () => {
    const id = pages[`${service.slug}/rutland`]!.id
    expect(
      await fieldErrors(payload.update({ collection: 'city-pages', id, data: { zipCode: '12901' } })),
    ).toEqual([{ path: 'zipCode', message: 'This ZIP code is in Plattsburgh, NY, not in this state' }])
    expect(
      await fieldErrors(payload.update({ collection: 'city-pages', id, data: { state: 'narnia' } })),
    ).toContainEqual({ path: 'state', message: 'Write the state as in the URL, e.g. florida or new-york' })
  })
})

describe('deleting a service that contractors offer', () => {
  it('is refused with a message naming them, and the contractor can still be saved', async () => {
    const service = await createService(payload, 'Offered Service')
    const contractor = await payload.create({
      collection: 'contractors',
      data: {
        name: 'Loyal Pro',
        slug: unique('loyal'),
        description: 'Offers the service.',
        services: [service.id],
        reviewsCount: 0,
      },
    })
    await expect(payload.delete({ collection: 'services', id: service.id })).rejects.toThrow(
      'This service cannot be deleted while 1 contractors refer to it.',
    )
    const saved = await payload.update({
      collection: 'contractors',
      id: contractor.id,
      data: { description: 'Still offers the service.' },
    })
    expect(saved.description).toBe('Still offers the service.')
  })
})
