import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type {
  CostGuidePageData,
  LocationPageData,
  PageMeta,
  ServicePageData,
} from '../../contracts/public-pages'
import type { Media, Service, User } from '../../payload-types'
import { onContentChange } from '../../runtime/content-changes'
import { sitemapXml } from '../../server/sitemap'
import { matchContractors } from '../../matching/match-contractors'
import {
  createService,
  createUser,
  serviceData,
  signInToken,
  testPayload,
  unique,
} from '../../../test/payload'
import { asUser, rest } from '../../../test/rest'

/**
 * Drafts stay off the public pages, whoever asks, until they are published; the team sees them in a preview
 * (`?draft=true` on the page endpoints, which the site's `?preview` pages ask for).
 */

let payload: Payload
let editor: User
const tokens = {} as Record<'editor' | 'staff', string>

/** A page endpoint's answer, as a visitor with this session token (or none) gets it. */
const pageAs = async <T>(token: string | undefined, path: string) => {
  const response = await rest(path, asUser(token))
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    data: response.status === 200 ? ((await response.json()) as T) : null,
  }
}

/** An edit saved as a draft, as the panel's autosave does: the published document stays as it was. */
const saveDraft = (id: string, data: Partial<Service>) =>
  payload.update({ collection: 'services', id, data, draft: true, user: editor, overrideAccess: false })

/** A new service that was never published. */
const createDraftService = (name: string) =>
  payload.create({ collection: 'services', data: { ...serviceData(name), _status: 'draft' }, draft: true })

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
  tokens.editor = await signInToken(payload, editor)
  tokens.staff = await signInToken(payload, await createUser(payload, 'staff'))
})

describe('a published page with a draft of its next version', () => {
  let service: Service

  beforeAll(async () => {
    service = await createService(payload, 'Published Name')
    await saveDraft(service.id, { name: 'Draft Name', description: 'Not live yet.' })
  })

  it('shows the published version to anyone, a team member and a request for the draft included', async () => {
    for (const [token, path] of [
      [undefined, `/api/services/page/${service.slug}`],
      [undefined, `/api/services/page/${service.slug}?draft=true`],
      [tokens.editor, `/api/services/page/${service.slug}`],
    ] as const) {
      const { data } = await pageAs<ServicePageData>(token, path)
      expect(data?.name, path).toBe('Published Name')
    }
  })

  it('shows the draft to the team when asked for it, for no one to keep', async () => {
    for (const token of [tokens.editor, tokens.staff]) {
      const { data, cacheControl } = await pageAs<ServicePageData>(
        token,
        `/api/services/page/${service.slug}?draft=true`,
      )
      expect(data).toMatchObject({ name: 'Draft Name', description: 'Not live yet.' })
      expect(cacheControl).toBe('no-store')
    }
  })

  it('keeps the published version in the REST lists anonymous readers get, draft=true or not', async () => {
    for (const query of ['', '&draft=true']) {
      const response = await rest(`/api/services?where[slug][equals]=${service.slug}${query}`)
      const { docs } = (await response.json()) as { docs: Service[] }
      expect(docs.map((doc) => doc.name)).not.toContain('Draft Name')
    }
    const one = await rest(`/api/services/${service.id}?draft=true`)
    expect(((await one.json()) as Service).name).toBe('Published Name')
  })

  it('goes live once published', async () => {
    const other = await createService(payload, 'About To Change')
    await saveDraft(other.id, { name: 'Changed' })
    await payload.update({
      collection: 'services',
      id: other.id,
      data: { _status: 'published' },
      draft: false,
    })
    expect((await pageAs<ServicePageData>(undefined, `/api/services/page/${other.slug}`)).data?.name).toBe(
      'Changed',
    )
  })
})

describe('a page that was never published', () => {
  let draft: Service

  beforeAll(async () => {
    draft = await createDraftService('Never Published')
  })

  it('has no public page, for a team member either; the team previews it', async () => {
    const path = `/api/services/page/${draft.slug}`
    expect((await pageAs(undefined, path)).status).toBe(404)
    expect((await pageAs(undefined, `${path}?draft=true`)).status).toBe(404)
    expect((await pageAs(tokens.editor, path)).status).toBe(404)
    const preview = await pageAs<ServicePageData>(tokens.editor, `${path}?draft=true`)
    expect(preview.data?.name).toBe('Never Published')
  })

  it('is not linked as a related service, nor matched, nor listed in the sitemap with its location pages', async () => {
    const service = await payload.update({
      collection: 'services',
      id: (await createService(payload, 'Relating Service')).id,
      data: { relatedServices: [draft.id] },
    })
    for (const token of [undefined, tokens.editor]) {
      const { data } = await pageAs<ServicePageData>(token, `/api/services/page/${service.slug}`)
      expect(data?.related).toEqual([])
    }

    expect(await matchContractors(payload, { serviceSlug: draft.slug, zip: '33101' })).toMatchObject({
      local: [],
      national: [],
    })

    // A real city (the ZIP data must know it); the page is the draft service's own.
    const city = 'miami'
    await payload.create({
      collection: 'city-pages',
      data: {
        state: 'florida',
        city,
        cityName: 'Miami',
        zipCode: '33101',
        service: draft.id,
        costLow: 1,
        costAverage: 2,
        costHigh: 3,
        durationLow: 1,
        durationHigh: 2,
        metaTitle: 'A page of a draft service',
        _status: 'published',
      },
    })
    expect((await pageAs(undefined, `/api/city-pages/page/florida/${city}/${draft.slug}`)).status).toBe(404)
    const sitemap = await sitemapXml(payload)
    expect(sitemap).not.toContain(`/services/${draft.slug}`)
    // Its own page only: other test files share the database and may publish Miami pages of live services.
    expect(sitemap).not.toContain(`/locations/florida/${city}/${draft.slug}<`)
    expect(sitemap).toContain('<urlset')
  })
})

describe('previewing other kinds of pages', () => {
  it('shows a cost guide’s draft in preview only', async () => {
    const guide = await payload.create({
      collection: 'cost-guides',
      data: {
        title: 'Published Guide',
        slug: unique('guide'),
        excerpt: 'Live.',
        author: 'Pat Planner',
        publishedAt: '2025-01-15T12:00:00.000Z',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'cost-guides',
      id: guide.id,
      data: { title: 'Draft Guide' },
      draft: true,
    })
    const path = `/api/cost-guides/page/${guide.slug}`
    expect((await pageAs<CostGuidePageData>(undefined, `${path}?draft=true`)).data?.title).toBe(
      'Published Guide',
    )
    expect((await pageAs<CostGuidePageData>(tokens.editor, `${path}?draft=true`)).data?.title).toBe(
      'Draft Guide',
    )
  })

  it('shows a location page’s draft in preview only, with its links still the published pages', async () => {
    const service = await createService(payload, 'Previewed Local Service')
    const city = 'miami'
    const page = await payload.create({
      collection: 'city-pages',
      data: {
        state: 'florida',
        city,
        cityName: 'Miami',
        zipCode: '33101',
        service: service.id,
        costLow: 1000,
        costAverage: 2000,
        costHigh: 3000,
        durationLow: 1,
        durationHigh: 2,
        metaTitle: 'Preview Location Page',
        _status: 'published',
      },
    })
    await payload.update({ collection: 'city-pages', id: page.id, data: { costAverage: 2500 }, draft: true })
    const path = `/api/city-pages/page/florida/${city}/${service.slug}`
    expect((await pageAs<LocationPageData>(undefined, `${path}?draft=true`)).data?.costAverage).toBe(2000)
    expect((await pageAs<LocationPageData>(tokens.editor, `${path}?draft=true`)).data?.costAverage).toBe(2500)
  })
})

describe('announcing content changes (what drops cached pages)', () => {
  const changes: string[] = []
  let stop: () => void

  beforeAll(() => {
    stop = onContentChange((collection) => changes.push(collection))
  })
  afterAll(() => stop())

  /** The announcements that `change` makes. */
  const announced = async (change: () => Promise<unknown>): Promise<number> => {
    changes.length = 0
    await change()
    return changes.filter((collection) => collection === 'services').length
  }

  it('is left out for drafts, which change no public page, and made for publishing and unpublishing', async () => {
    let draft: Service | undefined
    expect(await announced(async () => (draft = await createDraftService('Quiet Draft')))).toBe(0)
    expect(await announced(() => saveDraft(draft!.id, { name: 'Quiet Draft, edited' }))).toBe(0)
    expect(await announced(() => payload.delete({ collection: 'services', id: draft!.id }))).toBe(0)

    let service: Service | undefined
    expect(await announced(async () => (service = await createService(payload, 'Loud Service')))).toBe(1)
    expect(await announced(() => saveDraft(service!.id, { name: 'Loud Service, draft' }))).toBe(0)
    expect(
      await announced(() =>
        payload.update({
          collection: 'services',
          id: service!.id,
          data: { name: 'Loud Service, autosaved' },
          draft: true,
          autosave: true,
        }),
      ),
    ).toBe(0)
    expect(
      await announced(() =>
        payload.update({ collection: 'services', id: service!.id, data: { _status: 'published' } }),
      ),
    ).toBe(1)
    expect(
      await announced(() =>
        payload.update({ collection: 'services', id: service!.id, data: { _status: 'draft' } }),
      ),
    ).toBe(1)
    expect((await pageAs(undefined, `/api/services/page/${service!.slug}`)).status).toBe(404)
  })

  it('is made for a collection without drafts (contractors) on every save', async () => {
    changes.length = 0
    await payload.create({
      collection: 'contractors',
      data: {
        name: 'Announced Contractor',
        slug: unique('announced'),
        description: 'Saved by the announcement test.',
        services: [(await createService(payload, 'Announced Service')).id],
        reviewsCount: 0,
      },
    })
    expect(changes).toContain('contractors')
  })
})

describe('SEO fields on the page data', () => {
  /** An image of the media library, big enough for every size. */
  const uploadImage = async (alt: string): Promise<Media> => {
    const data = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 37, g: 99, b: 235 } },
    })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/png', name: `${unique('social')}.png`, size: data.length },
    })
  }

  const metaOf = async (slug: string): Promise<PageMeta> =>
    (await pageAs<ServicePageData>(undefined, `/api/services/page/${slug}`)).data!.meta

  it('leaves the title and description to the page when no override is set, and has no image', async () => {
    const service = await createService(payload, 'Plain Service')
    expect(await metaOf(service.slug)).toEqual({ title: null, description: null, image: null })
  })

  it('answers the editor’s title, description and social image, as an absolute URL of its 1200 × 630 crop', async () => {
    const image = await uploadImage('A blue wall')
    const service = await payload.create({
      collection: 'services',
      data: {
        ...serviceData('Overridden Service'),
        metaTitle: 'Best Overridden Service Near You',
        metaDescription: 'Overridden, for search engines.',
        metaImage: image.id,
      },
    })
    const meta = await metaOf(service.slug)
    expect(meta).toMatchObject({
      title: 'Best Overridden Service Near You',
      description: 'Overridden, for search engines.',
      image: { width: 1200, height: 630, alt: 'A blue wall' },
    })
    expect(meta.image?.url).toBe(new URL(image.sizes!.og!.url!, payload.config.serverURL).href)
    expect(meta.image?.url).toMatch(/^https?:\/\/.+-1200x630\.jpg$/)
  })

  it('falls back to the page’s own picture, then to the site’s default social image', async () => {
    const own = await uploadImage('The service at work')
    const withImage = await payload.create({
      collection: 'services',
      data: { ...serviceData('Pictured Service'), image: own.id },
    })
    expect((await metaOf(withImage.slug)).image?.alt).toBe('The service at work')

    const fallback = await uploadImage('The company logo on a van')
    const previous = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'site-settings', data: { defaultSocialImage: fallback.id } })
    try {
      const plain = await createService(payload, 'Unpictured Service')
      expect((await metaOf(plain.slug)).image?.alt).toBe('The company logo on a van')
      expect((await metaOf(withImage.slug)).image?.alt).toBe('The service at work')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { defaultSocialImage: previous.defaultSocialImage ?? null },
      })
    }
  })
})
