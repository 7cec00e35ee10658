import type { CostGuide } from '../../../cms/src/payload-types'
import { richText, type RichTextBlock } from './lexical'

/** A guide names the service it prices by slug; the seed links it once the services exist. */
export type CostGuideSeed = Omit<CostGuide, 'id' | 'createdAt' | 'updatedAt' | 'service'> & {
  service: string
}

// Every guide page shows the same date, author, cost table, factors and next steps; the seed gives each
// guide these, and editors change them per guide.
const publishedAt = '2025-01-15T12:00:00.000Z'
const author = 'Expert Team'

const costTiers: NonNullable<CostGuide['costTiers']> = [
  { name: 'Basic', low: 5000, average: 10000, high: 15000, openEnded: false },
  { name: 'Standard', low: 15000, average: 25000, high: 35000, openEnded: false },
  { name: 'Premium', low: 35000, average: 55000, high: 75000, openEnded: true },
]

const costFactors: RichTextBlock[] = [
  { heading: 'Factors That Affect Cost' },
  { subheading: 'Project Scope' },
  'The size of the space and how much you change, from cosmetic updates to moving walls, plumbing or wiring, has the biggest effect on the final price.',
  { subheading: 'Materials and Finishes' },
  'Stock materials keep costs down, while custom, natural or designer finishes can multiply the budget for the same footprint.',
  { subheading: 'Labor' },
  'Labor is a large share of most projects, and specialized trades such as electricians and plumbers charge higher rates than general crews.',
  { subheading: 'Location' },
  'Local labor rates, permit fees and material availability vary widely, so the same project can cost noticeably more in a large metro area.',
]

const nextSteps: RichTextBlock[] = [
  { heading: 'Next Steps' },
  'The surest way to know what your project will cost is to get real quotes. Tell us about your project and get quotes from up to three vetted contractors in your area. It is free, and there is no obligation to hire.',
]

const guideBody = (tiers: string, tips: string[]) =>
  richText(tiers, ...costFactors, { heading: 'Money-Saving Tips' }, { list: tips }, ...nextSteps)

export const costGuides: CostGuideSeed[] = [
  {
    title: 'Kitchen Remodeling Cost',
    slug: 'kitchen-remodeling-cost',
    service: 'kitchen-remodeling',
    excerpt:
      'What a kitchen remodel really costs in 2025, from a simple refresh to a full custom renovation.',
    publishedAt,
    author,
    costTiers,
    body: guideBody(
      'A basic remodel usually means new paint, hardware, fixtures and refaced cabinets. A standard remodel adds new cabinets, countertops and appliances, while a premium remodel may change the layout with custom cabinetry and high-end finishes.',
      [
        'Keep plumbing and gas lines where they are to avoid costly relocation work.',
        'Reface or paint cabinets in good condition instead of replacing them.',
        'Mix premium finishes in high-impact spots with budget-friendly materials elsewhere.',
        'Compare at least three bids so you know what a fair price looks like.',
      ],
    ),
  },
  {
    title: 'Bathroom Renovation Cost',
    slug: 'bathroom-renovation-cost',
    service: 'bathroom-renovation',
    excerpt: 'A clear breakdown of bathroom renovation prices, from quick updates to spa-style remodels.',
    publishedAt,
    author,
    costTiers,
    body: guideBody(
      'Basic projects cover new fixtures, lighting and paint. Standard renovations usually include new tile, a vanity and a tub or shower replacement, and premium projects can involve moving walls, heated floors and custom glass enclosures.',
      [
        'Keep the toilet, sink and shower in their current locations.',
        'Refinish a sound bathtub instead of replacing it.',
        'Use large-format porcelain tile, which looks premium and installs faster.',
        'Schedule work outside the busy spring season when contractors may offer better rates.',
      ],
    ),
  },
  {
    title: 'Roof Replacement Cost',
    slug: 'roof-replacement-cost',
    service: 'roofing',
    excerpt:
      'How much a new roof costs, what drives the price, and how to compare roofing quotes with confidence.',
    publishedAt,
    author,
    costTiers,
    body: guideBody(
      'Basic replacements use standard asphalt shingles on a simple roof. Standard projects often use architectural shingles and new underlayment, while premium projects include metal, tile or slate on larger or steeper roofs.',
      [
        'Replace the roof before leaks cause damage to decking, insulation or ceilings.',
        'Ask whether your insurance policy or local programs cover storm-related damage.',
        'Check for manufacturer rebates on energy-efficient roofing materials.',
        'Get multiple written quotes that list the same materials so they are easy to compare.',
      ],
    ),
  },
]
