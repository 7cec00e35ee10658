import type { Contractor } from '../../../cms/src/payload-types'
import { STATE_CODES } from '../../../cms/src/contracts/us-states'
import { services } from './services'

export type ContractorSeed = Omit<Contractor, 'id' | 'createdAt' | 'updatedAt' | 'services'> & {
  services: string[]
}

const allServiceSlugs = services.map((service) => service.slug)

const contactFor = (slug: string, phone: string): NonNullable<Contractor['contact']> => ({
  email: `office@${slug}.example.com`,
  phone,
  website: `https://${slug}.example.com`,
})

/** A seed entry: its office phone, active unless it says otherwise; the rest of its contact follows from its slug. */
type ContractorEntry = Omit<ContractorSeed, 'contact' | 'logo' | 'isActive'> & {
  phone: string
  isActive?: boolean
}

const contractor = ({ phone, isActive = true, ...entry }: ContractorEntry): ContractorSeed => ({
  ...entry,
  contact: contactFor(entry.slug, phone),
  isActive,
})

// The three sample contractors stand in for the spec's hard-coded select-step records, so they
// cover every state and every service and a quote request anywhere can always be matched.
const sampleContractors: ContractorEntry[] = [
  {
    name: 'Summit Home Pros',
    slug: 'summit-home-pros',
    description:
      'Full-service home improvement company with vetted crews nationwide. Known for clear written estimates and on-time project delivery.',
    services: allServiceSlugs,
    states: [...STATE_CODES],
    cities: [],
    rating: 4.9,
    reviewsCount: 1284,
    licensed: true,
    insured: true,
    phone: '(555) 010-4821',
  },
  {
    name: 'Keystone Renovation Group',
    slug: 'keystone-renovation-group',
    description:
      'A national network of licensed remodelers and tradespeople. Every project gets a dedicated coordinator from first visit to final walkthrough.',
    services: allServiceSlugs,
    states: [...STATE_CODES],
    cities: [],
    rating: 4.8,
    reviewsCount: 967,
    licensed: true,
    insured: true,
    phone: '(555) 011-3307',
  },
  {
    name: 'Cornerstone Craftsmen',
    slug: 'cornerstone-craftsmen',
    description:
      'Experienced builders handling everything from small repairs to whole-home remodels. Backed by a two-year workmanship warranty.',
    services: allServiceSlugs,
    states: [...STATE_CODES],
    cities: [],
    rating: 4.7,
    reviewsCount: 742,
    licensed: true,
    insured: true,
    phone: '(555) 012-5590',
  },
]

const localContractors: ContractorEntry[] = [
  {
    name: 'Biscayne Kitchen & Bath',
    slug: 'biscayne-kitchen-and-bath',
    description:
      'Family-owned kitchen and bath studio serving South Florida since 2006. In-house design team and showroom in Coral Gables.',
    services: ['kitchen-remodeling', 'bathroom-renovation', 'flooring'],
    states: [],
    cities: ['Miami, FL', 'Fort Lauderdale, FL'],
    rating: 4.8,
    reviewsCount: 212,
    licensed: true,
    insured: true,
    phone: '(555) 013-2046',
  },
  {
    name: 'Sunshine State Roofing',
    slug: 'sunshine-state-roofing',
    description:
      'Statewide roofing contractor specializing in hurricane-rated shingle, tile and metal roofs.',
    services: ['roofing', 'concrete'],
    states: ['FL'],
    cities: [],
    rating: 4.6,
    reviewsCount: 389,
    licensed: true,
    insured: true,
    phone: '(555) 014-7719',
  },
  {
    name: 'Gulf Coast Painting Pros',
    slug: 'gulf-coast-painting-pros',
    description:
      'Interior and exterior painting crews using moisture-resistant coatings made for the Florida climate.',
    services: ['painting', 'flooring'],
    states: [],
    cities: ['Tampa, FL', 'Orlando, FL'],
    rating: 4.4,
    reviewsCount: 97,
    licensed: false,
    insured: true,
    phone: '(555) 015-3362',
  },
  {
    name: 'First Coast Plumbing & Air',
    slug: 'first-coast-plumbing-and-air',
    description:
      'Licensed plumbers and HVAC technicians offering repairs, replacements and same-day service calls in Northeast Florida.',
    services: ['plumbing', 'hvac'],
    states: [],
    cities: ['Jacksonville, FL'],
    rating: 4.7,
    reviewsCount: 156,
    licensed: true,
    insured: true,
    phone: '(555) 016-8804',
  },
  {
    name: 'Orlando Bath Masters',
    slug: 'orlando-bath-masters',
    description:
      'Bathroom specialists focused on walk-in showers, tub-to-shower conversions and aging-in-place upgrades.',
    services: ['bathroom-renovation', 'flooring'],
    states: [],
    cities: ['Orlando, FL', 'Tampa, FL'],
    rating: 5.0,
    reviewsCount: 27,
    licensed: true,
    insured: true,
    phone: '(555) 017-1158',
  },
  {
    name: 'Magic City Painting',
    slug: 'magic-city-painting',
    description: 'Small independent painting crew handling apartments and single rooms in Miami.',
    services: ['painting', 'flooring'],
    states: [],
    cities: ['Miami, FL'],
    rating: 3.6,
    reviewsCount: 14,
    licensed: false,
    insured: false,
    phone: '(555) 018-6420',
    isActive: false,
  },
  {
    name: 'Lone Star Remodeling Group',
    slug: 'lone-star-remodeling-group',
    description:
      'Design-build remodeler for kitchens, baths and home additions across the Texas Triangle. Fixed-price contracts and weekly progress updates.',
    services: ['kitchen-remodeling', 'bathroom-renovation', 'additions', 'flooring'],
    states: [],
    cities: ['Houston, TX', 'Dallas, TX', 'Austin, TX'],
    rating: 4.9,
    reviewsCount: 301,
    licensed: true,
    insured: true,
    phone: '(555) 019-2273',
  },
  {
    name: 'Bayou City Electric',
    slug: 'bayou-city-electric',
    description: 'Master electricians for panel upgrades, EV chargers, generators and whole-home rewiring.',
    services: ['electrical', 'hvac'],
    states: [],
    cities: ['Houston, TX'],
    rating: 4.5,
    reviewsCount: 88,
    licensed: true,
    insured: false,
    phone: '(555) 013-9051',
  },
  {
    name: 'Hill Country Landscapes',
    slug: 'hill-country-landscapes',
    description: 'Drought-tolerant landscape design, patios and pest management for Central Texas homes.',
    services: ['landscaping', 'concrete', 'pest-control'],
    states: [],
    cities: ['Austin, TX'],
    rating: 4.3,
    reviewsCount: 64,
    licensed: false,
    insured: true,
    phone: '(555) 014-4187',
  },
  {
    name: 'Golden Coast Builders',
    slug: 'golden-coast-builders',
    description:
      'Southern California remodeler handling permits, ADUs, room additions and full kitchen remodels.',
    services: ['kitchen-remodeling', 'bathroom-renovation', 'additions', 'painting'],
    states: [],
    cities: ['Los Angeles, CA', 'San Diego, CA'],
    rating: 4.7,
    reviewsCount: 245,
    licensed: true,
    insured: true,
    phone: '(555) 015-6638',
  },
  {
    name: 'Pacific Breeze Heating & Air',
    slug: 'pacific-breeze-heating-and-air',
    description:
      'Energy-efficient heat pump, furnace and ductless installations throughout California. Rebate paperwork handled for you.',
    services: ['hvac', 'electrical', 'plumbing'],
    states: ['CA'],
    cities: [],
    rating: 4.6,
    reviewsCount: 178,
    licensed: true,
    insured: true,
    phone: '(555) 016-2905',
  },
  {
    name: 'Desert Sun Roofing',
    slug: 'desert-sun-roofing',
    description:
      'Tile, foam and shingle roofing built for Arizona heat, plus concrete patios and exterior painting.',
    services: ['roofing', 'concrete', 'painting'],
    states: ['AZ'],
    cities: ['Phoenix, AZ'],
    rating: 4.2,
    reviewsCount: 73,
    licensed: true,
    insured: true,
    phone: '(555) 017-7412',
  },
  {
    name: 'Peachtree Floors & Finishes',
    slug: 'peachtree-floors-and-finishes',
    description:
      'Hardwood refinishing, luxury vinyl plank and tile installation, plus interior painting and kitchen refreshes in metro Atlanta.',
    services: ['flooring', 'painting', 'kitchen-remodeling'],
    states: [],
    cities: ['Atlanta, GA'],
    rating: 4.5,
    reviewsCount: 121,
    licensed: true,
    insured: false,
    phone: '(555) 018-3349',
  },
  {
    name: 'Empire Renovation NYC',
    slug: 'empire-renovation-nyc',
    description:
      'Co-op and condo renovation specialists who manage building board approvals from start to finish.',
    services: ['kitchen-remodeling', 'bathroom-renovation', 'electrical', 'plumbing', 'painting'],
    states: [],
    cities: ['New York, NY', 'Brooklyn, NY'],
    rating: 4.4,
    reviewsCount: 260,
    licensed: true,
    insured: true,
    phone: '(555) 019-5826',
  },
  {
    name: 'Windy City Roofing & Additions',
    slug: 'windy-city-roofing-and-additions',
    description: 'Roof replacements and second-story additions for Chicago-area bungalows.',
    services: ['roofing', 'additions'],
    states: ['IL'],
    cities: ['Chicago, IL'],
    rating: 3.9,
    reviewsCount: 45,
    licensed: false,
    insured: false,
    phone: '(555) 010-7763',
    isActive: false,
  },
  {
    name: 'Lakeshore Pest Solutions',
    slug: 'lakeshore-pest-solutions',
    description:
      'Termite, rodent and mosquito control with seasonal yard care plans for Illinois and Indiana homeowners.',
    services: ['pest-control', 'landscaping'],
    states: ['IL', 'IN'],
    cities: [],
    rating: 4.1,
    reviewsCount: 38,
    licensed: false,
    insured: true,
    phone: '(555) 011-8890',
  },
  {
    name: 'Front Range Concrete',
    slug: 'front-range-concrete',
    description: 'Driveways, stamped patios and retaining walls poured to last through Colorado winters.',
    services: ['concrete', 'landscaping'],
    states: [],
    cities: ['Denver, CO', 'Aurora, CO'],
    rating: 4.0,
    reviewsCount: 52,
    licensed: true,
    insured: false,
    phone: '(555) 012-1974',
  },
  {
    name: 'Carolina Comfort Heating & Air',
    slug: 'carolina-comfort-heating-and-air',
    description:
      'Heating, cooling and electrical contractor with 24/7 emergency service and maintenance plans.',
    services: ['hvac', 'electrical'],
    states: [],
    cities: ['Charlotte, NC', 'Raleigh, NC'],
    rating: 4.8,
    reviewsCount: 143,
    licensed: true,
    insured: true,
    phone: '(555) 013-6615',
  },
]

export const contractors: ContractorSeed[] = [...sampleContractors, ...localContractors].map(contractor)
