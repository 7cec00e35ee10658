import type { Payload, Where } from 'payload'

import type { StaffAccount } from '../../cms/src/runtime/staff-account'

import { articles } from './data/articles'
import { locationPages } from './data/location-pages'
import { contractors } from './data/contractors'
import { costGuides } from './data/cost-guides'
import { services } from './data/services'
import { seedSampleCredentials } from './credentials'
import { seedDemoLeads } from './demo-leads'
import { seedGlobals } from './globals'
import { seedArtwork } from './media'
import { upsert } from './upsert'

export type SeedOptions = {
  /** The first staff member; created once, never overwritten (their password is theirs to change). */
  staff?: StaffAccount
  /** Also create sample leads and referrals for trying the dashboard. */
  demo?: boolean
  log?: (message: string) => void
}

/** What the seed writes is live at once: these collections keep drafts, and a document created without a status is one. */
const published = { _status: 'published' } as const

const idOf = (ids: Map<string, string>, slug: string): string => {
  const id = ids.get(slug)
  if (!id) throw new Error(`Seed data names an unknown service: ${slug}`)
  return id
}

const ensureStaff = async (payload: Payload, staff: StaffAccount): Promise<void> => {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: staff.email } },
  })
  if (totalDocs > 0) return
  await payload.create({ collection: 'users', data: { ...staff, role: 'admin' } })
}

/** The id of each seeded location page, by state, city and service slug. */
const pageKey = (state: string, city: string, service: string) => `${state}/${city}/${service}`

export const seed = async (payload: Payload, { staff, demo = false, log = () => {} }: SeedOptions = {}) => {
  const serviceIds = new Map<string, string>()
  for (const { relatedServices: _related, ...service } of services) {
    serviceIds.set(
      service.slug,
      await upsert(payload, 'services', { slug: { equals: service.slug } }, { ...service, ...published }),
    )
  }
  // Related services point at one another, so they are linked once all exist.
  for (const service of services) {
    await payload.update({
      collection: 'services',
      id: idOf(serviceIds, service.slug),
      data: { relatedServices: service.relatedServices.map((slug) => idOf(serviceIds, slug)) },
      depth: 0,
    })
  }
  for (const [index, contractor] of contractors.entries()) {
    const data = {
      ...contractor,
      services: contractor.services.map((slug) => idOf(serviceIds, slug)),
      reviewsCount: 0,
    }
    const id = await upsert(payload, 'contractors', { slug: { equals: contractor.slug } }, data, {
      keep: ['reviewsCount'],
    })
    await seedSampleCredentials(payload, id, contractor, index)
  }
  for (const guide of costGuides) {
    const data = { ...guide, service: idOf(serviceIds, guide.service), ...published }
    await upsert(payload, 'cost-guides', { slug: { equals: guide.slug } }, data)
  }
  const pageIds = new Map<string, string>()
  for (const { nearbyCities: _nearby, ...page } of locationPages) {
    const service = idOf(serviceIds, page.service)
    const where: Where = {
      and: [
        { state: { equals: page.state } },
        { city: { equals: page.city } },
        { service: { equals: service } },
      ],
    }
    pageIds.set(
      pageKey(page.state, page.city, page.service),
      await upsert(payload, 'city-pages', where, { ...page, service, ...published }),
    )
  }
  // Pinned nearby cities are pages of the same service and state, linked once all exist.
  for (const page of locationPages) {
    const nearbyCities = page.nearbyCities.map((city) => {
      const id = pageIds.get(pageKey(page.state, city, page.service))
      if (!id)
        throw new Error(`Seed data pins an unknown location page: ${pageKey(page.state, city, page.service)}`)
      return id
    })
    const id = pageIds.get(pageKey(page.state, page.city, page.service))
    if (id) await payload.update({ collection: 'city-pages', id, data: { nearbyCities }, depth: 0 })
  }
  for (const article of articles) {
    await upsert(payload, 'articles', { slug: { equals: article.slug } }, article)
  }
  await seedGlobals(payload)
  await seedArtwork(
    payload,
    services.map((service) => service.slug),
  )
  if (staff) await ensureStaff(payload, staff)
  if (demo) await seedDemoLeads(payload)
  log(
    `Seeded ${services.length} services, ${contractors.length} contractors, ${costGuides.length} cost guides, ` +
      `${locationPages.length} location pages, ${articles.length} articles, the site settings and the home page`,
  )
}

/** A database without services and users has never been seeded. */
export const isEmpty = async (payload: Payload): Promise<boolean> => {
  const [servicesCount, usersCount] = await Promise.all([
    payload.count({ collection: 'services' }),
    payload.count({ collection: 'users' }),
  ])
  return servicesCount.totalDocs === 0 && usersCount.totalDocs === 0
}
