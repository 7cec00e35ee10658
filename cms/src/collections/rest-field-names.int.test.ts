import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Article, Contractor, LocationPage, Service } from '../payload-types'
import { createPicture } from '../../test/media'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, rest } from '../../test/rest'

let payload: Payload
let editor: string
let service: Service

const readOver = async <T>(path: string, token?: string): Promise<T> => {
  const response = await rest(path, asUser(token))
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await signInToken(payload, await createUser(payload, 'editor'))
  service = await createService(payload, 'Field Names Roofing')
})

describe('the REST API’s field names', () => {
  it('give a location page its service’s slug and its title, at any depth and when selected alone', async () => {
    const page = await payload.create({
      collection: 'city-pages',
      data: {
        state: 'florida',
        city: 'miami',
        cityName: 'Miami',
        zipCode: '33130',
        service: service.id,
        costLow: 1,
        costAverage: 2,
        costHigh: 3,
        durationLow: 7,
        durationHigh: 14,
        metaTitle: 'Roofing in Miami, FL',
        _status: 'published',
      },
    })
    for (const depth of [0, 1]) {
      const read = await readOver<LocationPage>(`/api/city-pages/${page.id}?depth=${depth}`)
      expect([read.serviceSlug, read.title]).toEqual([service.slug, 'Roofing in Miami, FL'])
    }
    const { docs } = await readOver<{ docs: LocationPage[] }>(
      `/api/city-pages?where[id][equals]=${page.id}&select[serviceSlug]=true&select[title]=true`,
    )
    // Payload reads what the two are made from as well.
    expect(docs[0]).toMatchObject({ id: page.id, serviceSlug: service.slug, title: 'Roofing in Miami, FL' })
  })

  it('give a contractor the address of its logo, and null without one', async () => {
    const logo = await createPicture(payload, { alt: 'A logo', width: 400, height: 400 })
    const contractor = (slug: string, withLogo: boolean) =>
      payload.create({
        collection: 'contractors',
        data: {
          name: 'Field Names Roofers',
          slug,
          description: 'Made by the field names test.',
          services: [service.id],
          states: ['FL'],
          reviewsCount: 0,
          ...(withLogo ? { logo: logo.id } : {}),
        },
      })
    const [withLogo, without] = await Promise.all([
      contractor(unique('contractor'), true),
      contractor(unique('contractor'), false),
    ])
    const read = await readOver<Contractor>(`/api/contractors/${withLogo.id}?depth=0`)
    expect(read.logoUrl).toMatch(/^\/api\/media\/file\/[^?]+\.webp\?v=/)
    // The address serves the picture.
    const file = await rest(read.logoUrl ?? '')
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp'])
    expect((await readOver<Contractor>(`/api/contractors/${without.id}?depth=0`)).logoUrl).toBeNull()
  })

  it('say whether an article is published, read-only', async () => {
    const article = (title: string, status: 'draft' | 'published') =>
      payload.create({
        collection: 'articles',
        data: { title, slug: unique('article'), excerpt: 'Made by a test.', author: 'Test', _status: status },
      })
    const [live, draft] = await Promise.all([article('Live', 'published'), article('Draft', 'draft')])
    expect((await readOver<Article>(`/api/articles/${live.id}`)).published).toBe(true)
    expect((await readOver<Article>(`/api/articles/${draft.id}?draft=true`, editor)).published).toBe(false)
    const change = await rest(
      `/api/articles/${draft.id}`,
      asUser(editor, { method: 'PATCH', body: JSON.stringify({ published: true }) }),
    )
    expect(change.status).toBe(200)
    expect((await readOver<Article>(`/api/articles/${draft.id}?draft=true`, editor)).published).toBe(false)
  })
})
