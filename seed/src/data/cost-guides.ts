import type { CostGuide } from '../../../cms/src/payload-types'
import { richText } from './lexical'

export type CostGuideSeed = Omit<CostGuide, 'id' | 'createdAt' | 'updatedAt'>

const publishedAt = '2025-01-15T12:00:00.000Z'

// The spec's cost-guide page shows the same tiers, factors and tips for every guide.
const costTable = {
  list: [
    'Basic: low $5,000, average $10,000, high $15,000',
    'Standard: low $15,000, average $25,000, high $35,000',
    'Premium: low $35,000, average $55,000, high $75,000+',
  ],
}

const costFactors = {
  list: [
    'Scope: the size of the space and how much of it changes drives most of the budget.',
    'Materials and finishes: builder-grade products cost far less than custom or designer choices.',
    'Labor: skilled trades, permits and project management typically account for a large share of the total.',
    'Location: local labor rates, permit fees and material prices vary widely from one area to another.',
  ],
}

const nextSteps =
  'Ready to get real numbers for your home? Request free quotes from up to three vetted contractors in your area, compare their bids side by side, and choose the pro that fits your budget. The service is free, and you only pay the contractor you hire.'

export const costGuides: CostGuideSeed[] = [
  {
    title: 'Kitchen Remodeling Cost',
    slug: 'kitchen-remodeling-cost',
    excerpt:
      'What a kitchen remodel really costs in 2025, from a simple refresh to a full custom renovation.',
    publishedAt,
    body: richText(
      'A kitchen remodel is one of the most valuable upgrades you can make to your home, but prices vary widely. This guide breaks down typical costs so you can plan a realistic budget before talking to contractors.',
      { heading: 'Average Kitchen Remodeling Costs' },
      'Most projects fall into one of three tiers. Figures cover materials and labor for a typical kitchen.',
      costTable,
      'A basic remodel usually means new paint, hardware, fixtures and refaced cabinets. A standard remodel adds new cabinets, countertops and appliances, while a premium remodel may change the layout with custom cabinetry and high-end finishes.',
      { heading: 'Factors That Affect Cost' },
      costFactors,
      { heading: 'Money-Saving Tips' },
      {
        list: [
          'Keep plumbing and gas lines where they are to avoid costly relocation work.',
          'Reface or paint cabinets in good condition instead of replacing them.',
          'Mix premium finishes in high-impact spots with budget-friendly materials elsewhere.',
          'Compare at least three bids so you know what a fair price looks like.',
        ],
      },
      { heading: 'Next Steps' },
      nextSteps,
    ),
  },
  {
    title: 'Bathroom Renovation Cost',
    slug: 'bathroom-renovation-cost',
    excerpt: 'A clear breakdown of bathroom renovation prices, from quick updates to spa-style remodels.',
    publishedAt,
    body: richText(
      'Whether you want to replace a dated vanity or build a walk-in shower, knowing typical bathroom renovation costs helps you set priorities and avoid surprises.',
      { heading: 'Average Bathroom Renovation Costs' },
      'These ranges reflect materials and labor for most bathroom projects.',
      costTable,
      'Basic projects cover new fixtures, lighting and paint. Standard renovations usually include new tile, a vanity and a tub or shower replacement, and premium projects can involve moving walls, heated floors and custom glass enclosures.',
      { heading: 'Factors That Affect Cost' },
      costFactors,
      { heading: 'Money-Saving Tips' },
      {
        list: [
          'Keep the toilet, sink and shower in their current locations.',
          'Refinish a sound bathtub instead of replacing it.',
          'Use large-format porcelain tile, which looks premium and installs faster.',
          'Schedule work outside the busy spring season when contractors may offer better rates.',
        ],
      },
      { heading: 'Next Steps' },
      nextSteps,
    ),
  },
  {
    title: 'Roof Replacement Cost',
    slug: 'roof-replacement-cost',
    excerpt:
      'How much a new roof costs, what drives the price, and how to compare roofing quotes with confidence.',
    publishedAt,
    body: richText(
      'A new roof protects everything beneath it, so it pays to understand the price before you sign. This guide explains typical roof replacement costs and what changes them.',
      { heading: 'Average Roof Replacement Costs' },
      'Most roof replacements fall into one of these ranges, including tear-off, materials and labor.',
      costTable,
      'Basic replacements use standard asphalt shingles on a simple roof. Standard projects often use architectural shingles and new underlayment, while premium projects include metal, tile or slate on larger or steeper roofs.',
      { heading: 'Factors That Affect Cost' },
      costFactors,
      { heading: 'Money-Saving Tips' },
      {
        list: [
          'Replace the roof before leaks cause damage to decking, insulation or ceilings.',
          'Ask whether your insurance policy or local programs cover storm-related damage.',
          'Check for manufacturer rebates on energy-efficient roofing materials.',
          'Get multiple written quotes that list the same materials so they are easy to compare.',
        ],
      },
      { heading: 'Next Steps' },
      nextSteps,
    ),
  },
]
