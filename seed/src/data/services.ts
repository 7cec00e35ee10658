import type { Service } from '../../../cms/src/payload-types'
import { richText } from './lexical'

/** Related services are named by slug here; the seed links them once every service exists. */
export type ServiceSeed = Omit<Service, 'id' | 'createdAt' | 'updatedAt' | 'relatedServices'> & {
  relatedServices: string[]
}

type ServiceBasics = Pick<Service, 'name' | 'slug' | 'description' | 'icon' | 'category' | 'sortOrder'>

const SITE_NAME = 'Find Trusted Pros'

// Every service page shows the same pricing table, list, sidebar figures and related links; they are the
// seed's starting point, and editors change them per service.
const PRICING_TIERS: NonNullable<Service['pricingTiers']> = [
  { name: 'Basic', priceLow: 5000, priceHigh: 15000, openEnded: false, durationLow: 7, durationHigh: 14 },
  {
    name: 'Standard',
    priceLow: 15000,
    priceHigh: 35000,
    openEnded: false,
    durationLow: 14,
    durationHigh: 28,
  },
  { name: 'Premium', priceLow: 35000, priceHigh: 75000, openEnded: true, durationLow: 28, durationHigh: 56 },
]

const INCLUDED = [
  'Design consultation',
  'Material selection',
  'Professional installation',
  'Quality materials',
  'Cleanup and disposal',
  'Project warranty',
]

/** Average Cost $15,000-$35,000 and Typical Duration 2-4 weeks (14-28 days). */
const SIDEBAR = { priceLow: 15000, priceHigh: 35000, durationLow: 14, durationHigh: 28 } as const

const RELATED = ['bathroom-renovation', 'flooring', 'painting']
/** A service is never related to itself: the shared list with this one's place taken by kitchen remodeling. */
const relatedTo = (slug: string): string[] =>
  RELATED.map((related) => (related === slug ? 'kitchen-remodeling' : related))

const overviewOf = (name: string) => {
  // Acronyms such as HVAC keep their capitals.
  const project = name === name.toUpperCase() ? name : name.toLowerCase()
  return richText(
    `A well-planned ${project} project is one of the best ways to add comfort, function and value to your home. Whether you are planning a simple update or a complete transformation, the right contractor makes all the difference to the quality of the result, the schedule and the final cost.`,
    `${SITE_NAME} connects you with local ${project} professionals who are pre-screened for licence, insurance, reviews and customer satisfaction. Tell us about your project once, compare up to three bids and hire the pro who fits your needs and budget. Our service is free to homeowners: you pay only the contractor you hire.`,
  )
}

const service = (basics: ServiceBasics): ServiceSeed => ({
  ...basics,
  image: null,
  ...SIDEBAR,
  overview: overviewOf(basics.name),
  pricingTiers: PRICING_TIERS,
  included: INCLUDED,
  relatedServices: relatedTo(basics.slug),
})

export const services: ServiceSeed[] = [
  service({
    name: 'Kitchen Remodeling',
    slug: 'kitchen-remodeling',
    description: 'Update cabinets, countertops, layout and appliances to create the kitchen you want.',
    icon: 'chef-hat',
    category: 'Remodeling',
    sortOrder: 1,
  }),
  service({
    name: 'Bathroom Renovation',
    slug: 'bathroom-renovation',
    description: 'Refresh or fully rebuild your bathroom with new fixtures, tile, vanities and showers.',
    icon: 'bath',
    category: 'Remodeling',
    sortOrder: 2,
  }),
  service({
    name: 'Roofing',
    slug: 'roofing',
    description: 'Repair leaks, replace worn shingles or install a complete new roof on your home.',
    icon: 'house',
    category: 'Exterior',
    sortOrder: 3,
  }),
  service({
    name: 'HVAC',
    slug: 'hvac',
    description: 'Install, repair or replace heating and cooling systems to keep your home comfortable.',
    icon: 'thermometer',
    category: 'Home Systems',
    sortOrder: 4,
  }),
  service({
    name: 'Plumbing',
    slug: 'plumbing',
    description: 'Fix leaks, clear drains and upgrade pipes, water heaters and fixtures.',
    icon: 'droplets',
    category: 'Home Systems',
    sortOrder: 5,
  }),
  service({
    name: 'Electrical',
    slug: 'electrical',
    description: 'Add outlets, upgrade panels and install lighting with licensed electricians.',
    icon: 'zap',
    category: 'Home Systems',
    sortOrder: 6,
  }),
  service({
    name: 'Landscaping',
    slug: 'landscaping',
    description: 'Design and build lawns, gardens, patios and outdoor living spaces.',
    icon: 'trees',
    category: 'Outdoor & Pest',
    sortOrder: 7,
  }),
  service({
    name: 'Painting',
    slug: 'painting',
    description: 'Give interior rooms or your home exterior a clean, lasting new finish.',
    icon: 'paintbrush',
    category: 'Interior Finishes',
    sortOrder: 8,
  }),
  service({
    name: 'Flooring',
    slug: 'flooring',
    description: 'Install hardwood, tile, vinyl, laminate or carpet floors throughout your home.',
    icon: 'layers',
    category: 'Interior Finishes',
    sortOrder: 9,
  }),
  service({
    name: 'Home Additions',
    slug: 'additions',
    description: 'Add a bedroom, sunroom or second story to gain the living space you need.',
    icon: 'building-2',
    category: 'Remodeling',
    sortOrder: 10,
  }),
  service({
    name: 'Concrete Work',
    slug: 'concrete',
    description: 'Pour or repair driveways, patios, walkways and foundations.',
    icon: 'brick-wall',
    category: 'Exterior',
    sortOrder: 11,
  }),
  service({
    name: 'Pest Control',
    slug: 'pest-control',
    description: 'Remove termites, rodents and insects and keep them from coming back.',
    icon: 'bug',
    category: 'Outdoor & Pest',
    sortOrder: 12,
  }),
]
