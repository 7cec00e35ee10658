import type { PayloadRequest } from 'payload'

import type { LocationPageData, PageLink } from '../../contracts/public-pages'
import { US_STATES, stateOfSlug } from '../../contracts/us-states'
import { findLocalContractors } from '../../matching/match-contractors'
import { areaOfZip } from '../../matching/zip-area'
import type { CityPage } from '../../payload-types'
import { pageEndpoint, publishedOnly } from './page-endpoint'
import { nearbyCities, type PlacedCity } from './nearby-cities'

/** "Top contractors" lists at most this many. */
const MAX_TOP_CONTRACTORS = 3

const placed = (page: CityPage): PlacedCity => ({
  id: page.id,
  state: page.state,
  city: page.city,
  cityName: page.cityName,
  zipCode: page.zipCode,
})

const isPage = (value: string | CityPage): value is CityPage => typeof value === 'object'

type Params = { state: string; city: string; service: string }

/** /locations/{state}/{city}/{service} exists only where an editor made that city page. */
export const loadLocationPage = async (
  req: PayloadRequest,
  { state, city, service: serviceSlug }: Params,
): Promise<LocationPageData | null> => {
  const { payload } = req
  const read = { overrideAccess: false, req } as const
  const page = (
    await payload.find({
      collection: 'city-pages',
      where: {
        and: [
          { state: { equals: state } },
          { city: { equals: city } },
          { 'service.slug': { equals: serviceSlug } },
          publishedOnly,
        ],
      },
      limit: 1,
      depth: 1,
      ...read,
    })
  ).docs[0]
  const stateCode = stateOfSlug(state)
  if (!page || typeof page.service !== 'object' || page.service._status !== 'published' || !stateCode)
    return null
  const service = page.service
  const relatedIds = (service.relatedServices ?? []).map((related) =>
    typeof related === 'object' ? related.id : related,
  )
  const area = areaOfZip(page.zipCode)

  const [sameState, contractors, relatedPages] = await Promise.all([
    payload.find({
      collection: 'city-pages',
      where: { and: [{ service: { equals: service.id } }, { state: { equals: state } }, publishedOnly] },
      pagination: false,
      depth: 0,
      select: { state: true, city: true, cityName: true, zipCode: true },
      ...read,
    }),
    area ? findLocalContractors(payload, service.id, area, MAX_TOP_CONTRACTORS) : Promise.resolve([]),
    relatedIds.length > 0
      ? payload.find({
          collection: 'city-pages',
          where: {
            and: [
              { state: { equals: state } },
              { city: { equals: city } },
              { service: { in: relatedIds } },
              publishedOnly,
            ],
          },
          pagination: false,
          depth: 1,
          select: { service: true },
          ...read,
        })
      : Promise.resolve({ docs: [] as CityPage[] }),
  ])

  const relatedServices = new Map(
    relatedPages.docs.flatMap((related): [string, PageLink][] =>
      typeof related.service === 'object'
        ? [[related.service.id, { slug: related.service.slug, name: related.service.name }]]
        : [],
    ),
  )

  return {
    state,
    stateName: US_STATES[stateCode],
    city,
    cityName: page.cityName,
    zipCode: page.zipCode,
    service: { slug: service.slug, name: service.name },
    title: page.metaTitle ?? '',
    metaDescription: page.metaDescription ?? null,
    costLow: page.costLow,
    costAverage: page.costAverage,
    costHigh: page.costHigh,
    durationLow: page.durationLow,
    durationHigh: page.durationHigh,
    considerations: (page.considerations ?? []).map(({ title, text }) => ({ title, text })),
    nearby: nearbyCities(
      placed(page),
      (page.nearbyCities ?? []).filter(isPage).map(placed),
      (sameState.docs as CityPage[]).map(placed),
    ),
    contractors,
    // In the service's own order of related services.
    related: relatedIds.flatMap((id) => relatedServices.get(id) ?? []),
  }
}

/** GET /api/city-pages/page/:state/:city/:service */
export const locationPageEndpoint = pageEndpoint(['state', 'city', 'service'], loadLocationPage)
