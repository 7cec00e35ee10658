import type { Payload, PayloadRequest } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { ViewOnSite } from './ViewOnSite'
import type { Service } from '../payload-types'
import { createService, serviceData, testPayload, unique } from '../../test/payload'
import { livePathOf, previewUrl, type PageCollection } from './page-paths'

let payload: Payload

/** What the edit view shows beside the document's controls. */
const viewOnSite = async (collection: PageCollection, id: string) =>
  renderToStaticMarkup(await ViewOnSite({ id, payload, collection }))

/** The Preview button's address for the document as the panel's form has it. */
const previewOf = (collection: PageCollection, doc: Record<string, unknown>) =>
  previewUrl(collection)(doc, { req: { payload } as PayloadRequest, token: null, locale: 'en' })

/** A location page of the test's own service; the city must be one the ZIP data knows in the state. */
const locationPage = (service: Service, city: string) =>
  payload.create({
    collection: 'city-pages',
    data: {
      state: 'texas',
      city,
      cityName: 'Houston',
      zipCode: '77002',
      service: service.id,
      costLow: 1,
      costAverage: 2,
      costHigh: 3,
      durationLow: 1,
      durationHigh: 2,
      metaTitle: 'Link Location Page',
      _status: 'published',
    },
  })

beforeAll(async () => {
  payload = await testPayload()
})

describe('the Preview button', () => {
  it('opens the page at the draft’s own slug, asking for the draft', async () => {
    expect(await previewOf('services', { slug: 'renamed-in-draft' })).toBe(
      '/services/renamed-in-draft?preview=1',
    )
    expect(await previewOf('articles', { slug: 'an-article' })).toBe('/articles/an-article?preview=1')
  })

  it('opens a location page under its service’s published slug', async () => {
    const service = await createService(payload, 'Preview Button Service')
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { slug: unique('renamed') },
      draft: true,
    })
    const city = 'houston'
    expect(await previewOf('city-pages', { state: 'texas', city, service: service.id })).toBe(
      `/locations/texas/${city}/${service.slug}?preview=1`,
    )
  })

  it('is not offered while the document has no slug yet', async () => {
    expect(await previewOf('cost-guides', { title: 'Untitled' })).toBeNull()
  })
})

describe('View on site', () => {
  it('links the live page at its published slug while a renamed draft waits', async () => {
    const service = await createService(payload, 'Live Service')
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { slug: unique('draft-slug') },
      draft: true,
    })
    expect(await livePathOf(payload, 'services', service.id)).toBe(`/services/${service.slug}`)
    expect(await viewOnSite('services', service.id)).toBe(
      `<a href="/services/${service.slug}" target="_blank" rel="noopener noreferrer" ` +
        'style="align-self:center;margin-inline-end:var(--base);white-space:nowrap">View on site</a>',
    )
  })

  it('says a document is not on the site until published, or while its service is not', async () => {
    const draft = await payload.create({
      collection: 'services',
      data: { ...serviceData('Unlisted Service'), _status: 'draft' },
      draft: true,
    })
    const page = await locationPage(draft, 'houston')
    for (const [collection, id] of [
      ['services', draft.id],
      ['city-pages', page.id],
    ] as const) {
      expect(await livePathOf(payload, collection, id)).toBeNull()
      const html = await viewOnSite(collection, id)
      expect(html).toContain('Not on the site until published')
      expect(html).not.toContain('href')
    }
  })

  it('links a published location page under its service', async () => {
    const service = await createService(payload, 'Linked Local Service')
    const city = 'houston'
    const page = await locationPage(service, city)
    expect(await livePathOf(payload, 'city-pages', page.id)).toBe(`/locations/texas/${city}/${service.slug}`)
  })
})
