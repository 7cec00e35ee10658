import type { PayloadRequest } from 'payload'

import type { LocationPageData, PageLink } from '../../contracts/public-pages'
import { US_STATES, stateOfSlug } from '../../contracts/us-states'
import { findLocalContractors } from '../../matching/match-contractors'
import { areaOfZip } from '../../matching/zip-area'
import type { CityPage } from '../../payload-types'
import { isDraftRead, pageEndpoint, publishedOnly, type PageRead } from './page-endpoint'
import { pageMeta } from './page-meta'
import { nearbyCities, type PlacedCity } from './nearby-cities'

/** "Top contractors" lists at most this many. */
const MAX_TOP_CONTRACTORS = 3

const placed = (page: Pick<CityPage, 'id' | 'state' | 'city' | 'cityName' | 'zipCode'>): PlacedCity => ({
  id: page.id,
  state: page.state,
  city: page.city,
  cityName: page.cityName,
  zipCode: page.zipCode,
})

const isPage = (value: string | CityPage): value is CityPage => typeof value === 'object'

type Params = { state: string; city: string; service: string }

/** The fields of a city page its page shows. */
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
/** Of each nearby city it pins: where it is. */
const NEARBY_CITY_FIELDS = { state: true, city: true, cityName: true, zipCode: true } as const

/**
 * /locations/{state}/{city}/{service} exists only where an editor made that city page, of a service with a page.
 * The page is read as `pageRead` says (a preview reads its draft); the pages it links to are always published ones.
 */
export const loadLocationPage = async (
  req: PayloadRequest,
  { state, city, service: serviceSlug }: Params,
  pageRead: PageRead,
): Promise<LocationPageData | null> => {
  const { payload } = req
  // What the public may read: the pages and services this one links to.
  const read = { overrideAccess: false } as const
  const page = (
    await payload.find({
      collection: 'city-pages',
      where: {
        and: [
          { state: { equals: state } },
          { city: { equals: city } },
          { 'service.slug': { equals: serviceSlug } },
          ...(isDraftRead(pageRead) ? [] : [publishedOnly]),
        ],
      },
      limit: 1,
      pagination: false,
      depth: 1,
      // Only what the page shows: read whole, the service brought its rich text and every list it has along.
      select: PAGE_FIELDS,
      populate: { services: SERVICE_FIELDS, 'city-pages': NEARBY_CITY_FIELDS },
      ...pageRead,
    })
  ).docs[0]
  const stateCode = stateOfSlug(state)
  // Read as the public reads it, a service that is only a draft comes back as its id: the page is not there either.
  if (!page || typeof page.service !== 'object' || !stateCode) return null
  const service = page.service
  const relatedIds = (service.relatedServices ?? []).map((related) =>
    typeof related === 'object' ? related.id : related,
  )
  const area = areaOfZip(page.zipCode)

  // One read for both the nearest pages of this service and the related services' pages of this city: the state's
  // published pages of either. The page's social image is read meanwhile.
  const [statePages, contractors, meta] = await Promise.all([
    payload.find({
      collection: 'city-pages',
      where: {
        and: [{ state: { equals: state } }, { service: { in: [service.id, ...relatedIds] } }, publishedOnly],
      },
      pagination: false,
      depth: 1,
      select: { state: true, city: true, cityName: true, zipCode: true, service: true },
      populate: { services: { slug: true, name: true } },
      ...read,
    }),
    area ? findLocalContractors(payload, service.id, area, MAX_TOP_CONTRACTORS) : Promise.resolve([]),
    pageMeta(req, page, service.image),
  ])
  // A related service that is only a draft comes back as its id: it has no page to link to.
  const serviceOf = (doc: (typeof statePages.docs)[number]) =>
    typeof doc.service === 'object' ? doc.service : undefined
  const sameState = statePages.docs.filter((doc) => serviceOf(doc)?.id === service.id)
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
    nearby: nearbyCities(
      placed(page),
      (page.nearbyCities ?? []).filter(isPage).map(placed),
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
