import type { CityPage } from '../../../cms/src/payload-types'
import type { StateCode } from '../../../cms/src/contracts/us-states'
import { services } from './services'

export type CityPageSeed = Omit<CityPage, 'id' | 'createdAt' | 'updatedAt' | 'service'> & {
  service: string
}

export type SeedCity = {
  /** State slug used in /locations/{state}/{city}/{service}. */
  state: string
  stateCode: StateCode
  /** City slug. */
  city: string
  name: string
}

export const seedCities: SeedCity[] = [
  { state: 'florida', stateCode: 'FL', city: 'miami', name: 'Miami' },
  { state: 'florida', stateCode: 'FL', city: 'tampa', name: 'Tampa' },
  { state: 'florida', stateCode: 'FL', city: 'orlando', name: 'Orlando' },
  { state: 'florida', stateCode: 'FL', city: 'fort-lauderdale', name: 'Fort Lauderdale' },
  { state: 'florida', stateCode: 'FL', city: 'jacksonville', name: 'Jacksonville' },
  { state: 'texas', stateCode: 'TX', city: 'houston', name: 'Houston' },
  { state: 'texas', stateCode: 'TX', city: 'dallas', name: 'Dallas' },
  { state: 'texas', stateCode: 'TX', city: 'austin', name: 'Austin' },
  { state: 'california', stateCode: 'CA', city: 'los-angeles', name: 'Los Angeles' },
  { state: 'california', stateCode: 'CA', city: 'san-diego', name: 'San Diego' },
  { state: 'arizona', stateCode: 'AZ', city: 'phoenix', name: 'Phoenix' },
  { state: 'georgia', stateCode: 'GA', city: 'atlanta', name: 'Atlanta' },
]

export const cityPageServiceSlugs = [
  'kitchen-remodeling',
  'bathroom-renovation',
  'roofing',
  'flooring',
  'painting',
] as const

const serviceName = (slug: string): string => {
  const service = services.find((candidate) => candidate.slug === slug)
  if (!service) throw new Error(`Unknown service slug: ${slug}`)
  return service.name
}

// The spec's location page shows these static figures; editors change them per page afterwards.
const costs = { costLow: 12000, costAverage: 28000, costHigh: 55000 } as const

export const cityPages: CityPageSeed[] = seedCities.flatMap((city) =>
  cityPageServiceSlugs.map((service) => {
    const name = serviceName(service)
    const place = `${city.name}, ${city.stateCode}`
    return {
      state: city.state,
      city: city.city,
      service,
      ...costs,
      title: `${name} in ${place} | Costs & Top Local Contractors`,
      metaDescription: `Compare ${name.toLowerCase()} costs in ${place} and get free quotes from up to 3 pre-screened local contractors.`,
    }
  }),
)
