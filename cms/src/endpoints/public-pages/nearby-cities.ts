import zipcodes from 'zipcodes'

import type { CityLink } from '../../contracts/public-pages'

const MAX_NEARBY_CITIES = 3

export type PlacedCity = CityLink & { id: string; zipCode: string }

/** Miles between two ZIP codes; unknown codes sort last. */
const milesBetween = (from: string, to: string): number =>
  zipcodes.distance(from, to) ?? Number.POSITIVE_INFINITY

/**
 * The nearby cities a location page links to: the ones its editor pinned, in their order, then the nearest other
 * pages of the same service in the same state (never a city in another state), at most MAX_NEARBY_CITIES.
 */
export const nearbyCities = (
  page: { id: string; zipCode: string },
  pinned: readonly PlacedCity[],
  sameStateCandidates: readonly PlacedCity[],
): CityLink[] => {
  const taken = new Set([page.id, ...pinned.map((city) => city.id)])
  const nearest = sameStateCandidates
    .filter((city) => !taken.has(city.id))
    .map((city) => ({ city, miles: milesBetween(page.zipCode, city.zipCode) }))
    .sort((a, b) => a.miles - b.miles || a.city.cityName.localeCompare(b.city.cityName))
    .map(({ city }) => city)
  return [...pinned, ...nearest]
    .slice(0, MAX_NEARBY_CITIES)
    .map(({ state, city, cityName }) => ({ state, city, cityName }))
}
