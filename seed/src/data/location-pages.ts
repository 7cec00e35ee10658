import type { LocationPage } from '../../../cms/src/payload-types'
import type { StateCode } from '../../../cms/src/contracts/us-states'
import { services } from './services'

/** The service and pinned nearby cities are named by slug here; the seed resolves them to the pages' ids. */
export type LocationPageSeed = Omit<
  LocationPage,
  'id' | 'createdAt' | 'updatedAt' | 'service' | 'nearbyCities'
> & {
  service: string
  nearbyCities: string[]
}

export type SeedCity = {
  /** State slug used in /locations/{state}/{city}/{service}. */
  state: string
  stateCode: StateCode
  /** City slug. */
  city: string
  name: string
  /** A ZIP code in the city (a central one), known to the ZIP dataset. */
  zipCode: string
}

export const seedCities: SeedCity[] = [
  { state: 'florida', stateCode: 'FL', city: 'miami', name: 'Miami', zipCode: '33130' },
  { state: 'florida', stateCode: 'FL', city: 'tampa', name: 'Tampa', zipCode: '33602' },
  { state: 'florida', stateCode: 'FL', city: 'orlando', name: 'Orlando', zipCode: '32801' },
  { state: 'florida', stateCode: 'FL', city: 'fort-lauderdale', name: 'Fort Lauderdale', zipCode: '33301' },
  { state: 'florida', stateCode: 'FL', city: 'jacksonville', name: 'Jacksonville', zipCode: '32202' },
  { state: 'texas', stateCode: 'TX', city: 'houston', name: 'Houston', zipCode: '77002' },
  { state: 'texas', stateCode: 'TX', city: 'dallas', name: 'Dallas', zipCode: '75201' },
  { state: 'texas', stateCode: 'TX', city: 'austin', name: 'Austin', zipCode: '78701' },
  { state: 'california', stateCode: 'CA', city: 'los-angeles', name: 'Los Angeles', zipCode: '90012' },
  { state: 'california', stateCode: 'CA', city: 'san-diego', name: 'San Diego', zipCode: '92101' },
  { state: 'arizona', stateCode: 'AZ', city: 'phoenix', name: 'Phoenix', zipCode: '85004' },
  { state: 'georgia', stateCode: 'GA', city: 'atlanta', name: 'Atlanta', zipCode: '30303' },
]

export const locationPageServiceSlugs = [
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

// Every location page starts with these figures (costs, 3-5 weeks); editors change them per page afterwards.
const costs = { costLow: 12000, costAverage: 28000, costHigh: 55000 } as const
const duration = { durationLow: 21, durationHigh: 35 } as const

/** Miami's page links Tampa, Orlando and Fort Lauderdale; other pages show their nearest cities. */
const PINNED_NEARBY: Record<string, string[]> = { miami: ['tampa', 'orlando', 'fort-lauderdale'] }

const considerationsFor = (service: string, cityName: string): LocationPage['considerations'] => [
  {
    title: 'Permits and Inspections',
    text: `Many ${service} projects in ${cityName} need a building permit and one or more inspections. A licensed local contractor knows the requirements and can pull permits for you.`,
  },
  {
    title: 'Climate and Materials',
    text: `Local weather decides which materials last. Ask contractors which products hold up best in ${cityName} and whether they carry local warranties.`,
  },
  {
    title: 'Scheduling and Demand',
    text: `Demand for contractors in ${cityName} rises and falls with the seasons. Booking early and being flexible on start dates can shorten the wait and improve pricing.`,
  },
  {
    title: 'HOA and Building Rules',
    text: 'If your home is part of a homeowners association, check its rules before work starts. Some communities require approval for exterior changes, work hours or contractor access.',
  },
]

export const locationPages: LocationPageSeed[] = seedCities.flatMap((city) =>
  locationPageServiceSlugs.map((service) => {
    const name = serviceName(service)
    const place = `${city.name}, ${city.stateCode}`
    return {
      state: city.state,
      city: city.city,
      cityName: city.name,
      zipCode: city.zipCode,
      service,
      ...costs,
      ...duration,
      considerations: considerationsFor(name.toLowerCase(), city.name),
      nearbyCities: PINNED_NEARBY[city.city] ?? [],
      metaTitle: `${name} in ${place} | Costs & Top Local Contractors`,
      metaDescription: `Compare ${name.toLowerCase()} costs in ${place} and get free quotes from up to 3 pre-screened local contractors.`,
    }
  }),
)
