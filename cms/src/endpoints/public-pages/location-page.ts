import type { PayloadRequest } from 'payload'

import type { LocationPageData, PageLink } from '../../contracts/public-pages'
import { US_STATES, stateOfSlug } from '../../contracts/us-states'
import { findLocalContractors } from '../../matching/match-contractors'
import { areaOfZip } from '../../matching/zip-area'
import type { LocationPage } from '../../payload-types'
import { isDraftRead, pageEndpoint, publishedOnly, type PageRead } from './page-endpoint'
import { pageMeta } from './page-meta'
import { nearbyCities, type PlacedCity } from './nearby-cities'
import { relationId } from '../../contracts/relation-id'

/** "Top contractors" lists at most this many. */
const MAX_TOP_CONTRACTORS = 3

const placed = (page: Pick<LocationPage, 'id' | 'state' | 'city' | 'cityName' | 'zipCode'>): PlacedCity => ({
  id: page.id,
  state: page.state,
  city: page.city,
  cityName: page.cityName,
  zipCode: page.zipCode,
})

type Params = { state: string; city: string; service: string }

/** The fields of a location page its page shows. */
const PAGE_FIELDS = {
  state: true,
  city: true,
  cityName: true,
  zipCode: true,
  service: true,
  costLow: true,
  costAverage: true,
  costHigh: true,
  durationLow: true,
  durationHigh: true,
  considerations: true,
  nearbyCities: true,
  metaTitle: true,
  metaDescription: true,
  metaImage: true,
} as const
/** Of its service: the name, the link, the related services and the picture (the page's social image). */
const SERVICE_FIELDS = { slug: true, name: true, relatedServices: true, image: true } as const
/** Of each location page it links to: where it is. */
const CITY_FIELDS = { state: true, city: true, cityName: true, zipCode: true } as const

/**
 * /locations/{state}/{city}/{service} exists only where an editor made that location page, of a service with a page.
 * The page and its service are read as `pageRead` says (a preview reads drafts); the pages it links to are always
 * published ones.
 *
 * Read by ids, not through relationships: the published services first (the page's among them), then the page by its
 * service's id and the state's pages of it and its related services, then what the page names (contractors, its
 * image, pinned cities in another state). Populating the page's service and pinned cities in the page's own read,
 * and its join on the service's slug, cost more than these reads together
 * (docs/decisions/0027-reads-by-id.md).
 */
export const loadLocationPage = async (
  req: PayloadRequest,
  { state, city, service: serviceSlug }: Params,
  pageRead: PageRead,
): Promise<LocationPageData | null> => {
  const { payload } = req
  const stateCode = stateOfSlug(state)
  if (!stateCode) return null
  // What the public may read: the pages and services this one links to.
  const read = { overrideAccess: false } as const
  const readable = isDraftRead(pageRead) ? [] : [publishedOnly()]
  // The published services, which are few: the page's own among them, and the names of the related ones it links
  // to, so the state's pages below come without populating theirs. A preview reads its service's draft.
  const [published, draft] = await Promise.all([
    payload.find({
      collection: 'services',
      where: publishedOnly(),
      pagination: false,
      depth: 0,
      select: SERVICE_FIELDS,
      ...read,
    }),
    isDraftRead(pageRead)
      ? payload.find({
          collection: 'services',
          where: { slug: { equals: serviceSlug } },
          limit: 1,
          pagination: false,
          depth: 0,
          select: SERVICE_FIELDS,
          ...pageRead,
        })
      : undefined,
  ])
  const publishedServices = new Map(published.docs.map((doc) => [doc.id, doc]))
  const service = (draft ?? published).docs.find((doc) => doc.slug === serviceSlug)
  if (!service) return null
  const relatedIds = (service.relatedServices ?? []).map(relationId)

  // One read for both the nearest pages of this service and the related services' pages of this city: the state's
  // published pages of either.
  const [pages, statePages] = await Promise.all([
    payload.find({
      collection: 'city-pages',
      where: {
        and: [
          { state: { equals: state } },
          { city: { equals: city } },
          { service: { equals: service.id } },
          ...readable,
        ],
      },
      limit: 1,
      pagination: false,
      depth: 0,
      select: PAGE_FIELDS,
      ...pageRead,
    }),
    payload.find({
      collection: 'city-pages',
      where: {
        and: [
          { state: { equals: state } },
          { service: { in: [service.id, ...relatedIds] } },
          publishedOnly(),
        ],
      },
      pagination: false,
      depth: 0,
      select: { ...CITY_FIELDS, service: true },
      ...read,
    }),
  ])
  const page = pages.docs[0]
  if (!page) return null
  // A page of a service that is only a draft has no link: the service has no page of its own.
  const serviceOf = (doc: (typeof statePages.docs)[number]) => publishedServices.get(relationId(doc.service))
  const sameState = statePages.docs.filter((doc) => serviceOf(doc)?.id === service.id)
  const pinnedIds = (page.nearbyCities ?? []).map(relationId)
  // Pinned cities are pages of the same service, most often in the same state: only the others are read.
  const elsewhere = pinnedIds.filter((id) => !sameState.some((doc) => doc.id === id))
  const area = areaOfZip(page.zipCode)

  const [pinnedElsewhere, contractors, meta] = await Promise.all([
    elsewhere.length
      ? payload
          .find({
            collection: 'city-pages',
            where: { and: [{ id: { in: elsewhere } }, publishedOnly()] },
            pagination: false,
            depth: 0,
            select: CITY_FIELDS,
            ...read,
          })
          .then(({ docs }) => docs)
      : Promise.resolve([]),
    area ? findLocalContractors(payload, service.id, area, MAX_TOP_CONTRACTORS) : Promise.resolve([]),
    pageMeta(req, page, service.image),
  ])
  const publishedCities = new Map([...sameState, ...pinnedElsewhere].map((doc) => [doc.id, placed(doc)]))
  const relatedServices = new Map(
    statePages.docs.flatMap((doc): [string, PageLink][] => {
      const related = serviceOf(doc)
      return doc.city === city && related && related.id !== service.id
        ? [[related.id, { slug: related.slug, name: related.name }]]
        : []
    }),
  )

  return {
    state,
    stateName: US_STATES[stateCode],
    city,
    cityName: page.cityName,
    zipCode: page.zipCode,
    service: { slug: service.slug, name: service.name },
    costLow: page.costLow,
    costAverage: page.costAverage,
    costHigh: page.costHigh,
    durationLow: page.durationLow,
    durationHigh: page.durationHigh,
    considerations: (page.considerations ?? []).map(({ title, text }) => ({ title, text })),
    // Pinned, in their order, if published; then the nearest.
    nearby: nearbyCities(
      placed(page),
      pinnedIds.flatMap((id) => publishedCities.get(id) ?? []),
      sameState.map(placed),
    ),
    contractors,
    // In the service's own order of related services.
    related: relatedIds.flatMap((id) => relatedServices.get(id) ?? []),
    meta,
  }
}

/** GET /api/city-pages/page/:state/:city/:service */
export const locationPageEndpoint = pageEndpoint(['state', 'city', 'service'], loadLocationPage)
