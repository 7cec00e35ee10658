import type { SiteSettings } from '@/lib/site-settings'

/**
 * Site settings for tests that render pages without the CMS: a company other than the seeded one, so a test sees
 * that what it checks came from the settings.
 */
export const TEST_SITE_SETTINGS = {
  companyName: 'Acme Home Pros',
  contactEmail: 'help@acme.example',
  phone: '(555) 010-3030',
  address: '1 Elm Street',
  footerText: 'Acme connects you with local pros.',
  checksStatement: 'Every Acme pro shown holds a licence and insurance we verified.',
  socialLinks: [],
  logo: null,
  figures: {
    projectsCompleted: '1,000+',
    averageRating: '4.9/5',
    customerSatisfaction: '97%',
    averageSaving: '15%',
    contractorResponse: '12 hours',
    quotesWithin: '1-2 days',
    typicalPrice: '$1,000 - $9,000',
    typicalDuration: '1-3 weeks',
  },
} satisfies SiteSettings
