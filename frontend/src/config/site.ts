/** The spec's marketing constants (SPEC §1, §9), in one place. */
export const site = {
  name: 'Find Trusted Pros',
  strapline: 'Find Trusted Pros',
  footerText:
    'Connect with top-rated contractors in your area. Get free quotes and compare bids for your home improvement projects.',
  stats: {
    projectsCompleted: '50,000+',
    averageRating: '4.8/5',
    customerSatisfaction: '95%',
    averageSaving: '20%',
    contractorResponse: '24 hours',
    quotesWithin: '24-48 hours',
    typicalPrice: '$5,000 - $25,000',
    typicalDuration: '2-6 weeks',
  },
  maxContractors: 3,
  /** Placeholders until the business has its own (SPEC §2: Contact shows placeholders). */
  contact: {
    email: 'support@findtrustedpros.example',
    phone: { label: '(555) 123-4567', href: 'tel:+15551234567' },
  },
} as const
