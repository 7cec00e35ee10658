import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createService, createUser, serviceData, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, fieldErrorsOf, rest } from '../../test/rest'
import { slugShapeMessage } from './slug'

let payload: Payload
let editor: string
let service: string

const send = (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) =>
  rest(`${path}?depth=0`, asUser(editor, { method, body: JSON.stringify(body) }))

/** The stored document of a write the API accepted. */
const accepted = async (response: Response): Promise<Record<string, unknown>> => {
  const body = (await response.json()) as { doc: Record<string, unknown> }
  expect(response.status, JSON.stringify(body)).toBeLessThan(300)
  return body.doc
}

const refused = async (response: Response) => {
  expect(response.status).toBe(400)
  return fieldErrorsOf(response)
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await signInToken(payload, await createUser(payload, 'editor'))
  service = (await createService(payload, 'Slug Service')).id
})

describe('a slug left empty', () => {
  it.each([
    [
      'services',
      { ...serviceData('Gutter & Downspout Cleaning'), slug: undefined },
      'gutter-and-downspout-cleaning',
    ],
    [
      'contractors',
      { name: 'Señor Tejado Roofing', description: 'Made by the slug test.', services: [], reviewsCount: 0 },
      'senor-tejado-roofing',
    ],
    [
      'cost-guides',
      { title: 'Deck Building Cost', excerpt: 'What a deck costs.', publishedAt: '2025-01-15T12:00:00.000Z' },
      'deck-building-cost',
    ],
    [
      'articles',
      { title: 'How to Hire a Painter', excerpt: 'Ask these questions.', author: 'Test' },
      'how-to-hire-a-painter',
    ],
  ] as const)('is made from the name or title of a new %s', async (collection, data, slug) => {
    const body = collection === 'contractors' ? { ...data, services: [service] } : data
    const doc = await accepted(await send('POST', `/api/${collection}`, { ...body, slug: '' }))
    expect(doc.slug).toBe(slug)
  })

  it('stays as stored when a rename does not send it, and is made again when emptied', async () => {
    const name = `Attic Insulation ${unique('x')}`
    const created = await accepted(
      await send('POST', '/api/services', { ...serviceData(name), slug: undefined }),
    )
    const path = `/api/services/${String(created.id)}`
    expect((await accepted(await send('PATCH', path, { name: 'Attic Work' }))).slug).toBe(created.slug)
    expect((await accepted(await send('PATCH', path, { slug: '' }))).slug).toBe('attic-work')
    expect((await accepted(await send('PATCH', path, { slug: 'attic-insulation-pros' }))).slug).toBe(
      'attic-insulation-pros',
    )
  })

  it("of a location page's city is made from the city name", async () => {
    const doc = await accepted(
      await send('POST', '/api/city-pages', {
        state: 'florida',
        cityName: 'Fort Lauderdale',
        zipCode: '33301',
        service,
        costLow: 1,
        costAverage: 2,
        costHigh: 3,
        durationLow: 1,
        durationHigh: 2,
        metaTitle: 'Slug Service in Fort Lauderdale',
      }),
    )
    expect(doc.city).toBe('fort-lauderdale')
  })

  it('with nothing to make it from is refused', async () => {
    const response = await send('POST', '/api/cost-guides', {
      title: '!!!',
      slug: '',
      excerpt: 'No letters in the title.',
      publishedAt: '2025-01-15T12:00:00.000Z',
    })
    expect(await refused(response)).toEqual([
      { path: 'slug', message: 'Write a slug, or a title to make it from' },
    ])
  })
})

describe('a slug written by the editor', () => {
  it.each(['Kitchen Remodeling', 'kitchen_remodeling', 'roofing-', 'Roofing'])(
    'is refused as "%s"',
    async (slug) => {
      const response = await send('POST', '/api/services', { ...serviceData(), slug })
      expect(await refused(response)).toEqual([{ path: 'slug', message: slugShapeMessage() }])
    },
  )

  it('is refused when another document has it, naming the clash', async () => {
    const taken = unique('taken')
    await accepted(await send('POST', '/api/services', { ...serviceData(), slug: taken }))
    expect(await refused(await send('POST', '/api/services', { ...serviceData(), slug: taken }))).toEqual([
      { path: 'slug', message: `Another service already uses the slug "${taken}"` },
    ])
    const guide = { excerpt: 'A guide.', publishedAt: '2025-01-15T12:00:00.000Z' }
    await accepted(await send('POST', '/api/cost-guides', { ...guide, title: 'First Guide', slug: taken }))
    const second = await send('POST', '/api/cost-guides', { ...guide, title: 'Second Guide', slug: taken })
    expect(await refused(second)).toEqual([
      { path: 'slug', message: `Another cost guide already uses the slug "${taken}"` },
    ])
  })

  it('may be saved again unchanged, and changed to a free one', async () => {
    const created = await accepted(await send('POST', '/api/services', serviceData()))
    const path = `/api/services/${String(created.id)}`
    expect((await accepted(await send('PATCH', path, { slug: created.slug, name: 'Same Slug' }))).name).toBe(
      'Same Slug',
    )
    const free = unique('free')
    expect((await accepted(await send('PATCH', path, { slug: free }))).slug).toBe(free)
  })
})
