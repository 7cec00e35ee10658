import type { TextFieldSingleValidation } from 'payload'

import { SITE_PATHS } from '../contracts/site-paths'
import { stateOfSlug, US_STATES } from '../contracts/us-states'
import { isCityOf } from '../matching/zip-area'
import type { LocationPage } from '../payload-types'

const idOf = (relation: unknown): string | undefined =>
  typeof relation === 'string'
    ? relation
    : typeof relation === 'object' && relation && 'id' in relation && typeof relation.id === 'string'
      ? relation.id
      : undefined

/** The page's city must be one the ZIP data knows in the page's state (a wrong state says so itself). */
const cityOfState: TextFieldSingleValidation = (value, { siblingData }) => {
  const state = stateOfSlug(String((siblingData as Partial<LocationPage>).state ?? ''))
  if (!state || typeof value !== 'string' || isCityOf(value, state)) return true
  return `The ZIP code data knows no city "${value}" in ${US_STATES[state]}. Write the city as in the URL, e.g. fort-lauderdale`
}

/**
 * One page per state, city and service: a second one is refused with the address of the first, where the database
 * would say only "The following field is invalid (3): state, city, service_id".
 */
const onePagePerPlace: TextFieldSingleValidation = async (value, { id, req, siblingData }) => {
  const { state, service } = siblingData as Partial<LocationPage>
  const serviceId = idOf(service)
  if (typeof value !== 'string' || typeof state !== 'string' || !serviceId) return true
  const {
    docs: [existing],
  } = await req.payload.find({
    collection: 'city-pages',
    where: {
      and: [
        { state: { equals: state } },
        { city: { equals: value } },
        { service: { equals: serviceId } },
        ...(id ? [{ id: { not_equals: id } }] : []),
      ],
    },
    depth: 1,
    limit: 1,
    pagination: false,
    req,
  })
  if (!existing) return true
  const existingService = typeof existing.service === 'object' ? existing.service : undefined
  const serviceName = existingService?.name ?? 'this service'
  const path = existingService ? SITE_PATHS.location(state, value, existingService.slug) : 'see the list'
  return `A location page for ${serviceName} in ${existing.cityName}, ${stateOfSlug(state) ?? state} already exists: ${path}`
}

/** A location page's city: known in its state, and not yet with a page for the same service. */
export const locationPageCity: TextFieldSingleValidation = async (value, options) => {
  const known = await cityOfState(value, options)
  return known === true ? onePagePerPlace(value, options) : known
}
