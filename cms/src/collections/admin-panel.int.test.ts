import { getNavGroups, getVisibleEntities } from '@payloadcms/ui/shared'
import { createLocalReq, getAccessResults, type CollectionSlug, type Payload, type Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { stringify } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Service } from '../payload-types'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, rest } from '../../test/rest'

let payload: Payload
let editor: string

beforeAll(async () => {
  payload = await testPayload()
  editor = await signInToken(payload, await createUser(payload, 'editor'))
})

describe("the panel's sidebar", () => {
  it('groups the collections for the job, content first and accounts last', async () => {
    const admin = await createUser(payload, 'admin')
    const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)
    const permissions = await getAccessResults({ req })
    const groups = getNavGroups(permissions, getVisibleEntities({ req }), payload.config, req.i18n)
    expect(groups.map(({ label, entities }) => [label, entities.map((entity) => entity.label)])).toEqual([
      ['Content', ['Services', 'Cost Guides', 'Articles', 'Location Pages', 'Media', 'Home Page']],
      ['Marketplace', ['Contractors', 'Reviews', 'Licences', 'Insurance policies', 'Credential files']],
      ['Leads', ['Leads', 'Referrals']],
      ['Settings', ['Users', 'Site Settings']],
    ])
  })

  it.each([
    'services',
    'cost-guides',
    'articles',
    'city-pages',
    'media',
    'contractors',
    'leads',
    'referrals',
    'users',
  ] as const)('describes %s in one line', (slug) => {
    const { description } = payload.collections[slug].config.admin
    expect(typeof description).toBe('string')
    expect(String(description)).toMatch(/^[A-Z][^\n]{10,110}\.$/)
  })

  it.each(['site-settings', 'home-page'] as const)('describes the %s global in one line', (slug) => {
    const global = payload.config.globals.find((candidate) => candidate.slug === slug)
    expect(global?.admin.description).toMatch(/^[A-Z"'][^\n]{10,110}\.$/)
  })
})

/** The list the panel shows for a search: its own `where` for the collection, sent over REST as an editor. */
const panelSearch = async (collection: CollectionSlug, search: string, narrow: Where): Promise<string[]> => {
  const where = mergeListSearchAndWhere({
    collectionConfig: payload.collections[collection].config,
    search,
    where: narrow,
  })
  const response = await rest(
    `/api/${collection}?${stringify({ where, depth: 0, limit: 100 })}`,
    asUser(editor),
  )
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: string }[] }
  return docs.map((doc) => doc.id)
}

describe("the panel's search", () => {
  let gutters: Service
  const contractors = {} as Record<'byName' | 'byCity' | 'byService', string>

  beforeAll(async () => {
    const tag = unique('search')
    gutters = await createService(payload, `Gutter Guarding ${tag}`)
    const other = await createService(payload, `Fence Staining ${tag}`)
    const contractor = async (name: string, services: string[], coverage: { cities?: string[] } = {}) =>
      (
        await payload.create({
          collection: 'contractors',
          data: {
            name,
            slug: unique('contractor'),
            description: `${name}, made by the search test.`,
            services,
            reviewsCount: 0,
            ...coverage,
          },
        })
      ).id
    contractors.byName = await contractor(`Zephyrine Builders ${tag}`, [other.id])
    contractors.byCity = await contractor(`Harbor Trades ${tag}`, [other.id], { cities: ['Kalamazoo, MI'] })
    contractors.byService = await contractor(`Plain Pros ${tag}`, [other.id, gutters.id])
  })

  const ours = (): Where => ({ id: { in: Object.values(contractors) } })

  it('finds contractors by name, by a city they cover, or by a service they offer', async () => {
    expect(await panelSearch('contractors', 'zephyrine', ours())).toEqual([contractors.byName])
    expect(await panelSearch('contractors', 'kalamazoo', ours())).toEqual([contractors.byCity])
    expect(await panelSearch('contractors', 'gutter guarding', ours())).toEqual([contractors.byService])
    expect(await panelSearch('contractors', 'fence staining', ours())).toHaveLength(3)
    expect(await panelSearch('contractors', 'nothing like this', ours())).toEqual([])
  })

  it('finds location pages by their city or by the service', async () => {
    const page = await payload.create({
      collection: 'city-pages',
      data: {
        state: 'michigan',
        city: 'kalamazoo',
        cityName: 'Kalamazoo',
        zipCode: '49007',
        service: gutters.id,
        costLow: 1,
        costAverage: 2,
        costHigh: 3,
        durationLow: 1,
        durationHigh: 2,
        metaTitle: 'Gutter guards for Kalamazoo homes',
      },
    })
    const mine: Where = { service: { equals: gutters.id } }
    expect(await panelSearch('city-pages', 'kalamazoo', mine)).toEqual([page.id])
    expect(await panelSearch('city-pages', gutters.name, mine)).toEqual([page.id])
    expect(await panelSearch('city-pages', 'detroit', mine)).toEqual([])
  })
})

describe('names', () => {
  it('labels location pages "Location Pages" in the panel, as /admin does', () => {
    expect(payload.collections['city-pages'].config.labels).toEqual({
      singular: 'Location Page',
      plural: 'Location Pages',
    })
  })
})
