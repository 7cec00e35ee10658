import type { HomePage, SiteSetting } from '../payload-types'
import { DEFAULT_CHECKS_STATEMENT } from './checks-statement'

/**
 * What the site settings and the home page say until an editor changes them: the company's details and figures, and
 * the home page's copy as the site has always shown it; the seed writes them, so `npm run seed` brings them back.
 * The migration that filled these globals on older databases keeps its own copy of that day's values.
 */
export const defaultSiteSettings = {
  companyName: 'Find Trusted Pros',
  // Placeholders until the business has its own.
  contactEmail: 'support@findtrustedpros.example',
  phone: '(555) 123-4567',
  phoneHours: 'Monday to Friday, 9:00 a.m. to 6:00 p.m. ET',
  address: '123 Main Street, Suite 400\nAnytown, ST 00000',
  socialLinks: [],
  footerText:
    'Connect with top-rated contractors in your area. Get free quotes and compare bids for your home improvement projects.',
  checksStatement: DEFAULT_CHECKS_STATEMENT,
  figures: {
    projectsCompleted: '50,000+',
    averageRating: '4.8/5',
    customerSatisfaction: '95%',
    averageSaving: '20%',
    contractorResponse: '24 hours',
    quotesWithin: '24-48 hours',
    typicalPrice: '$5,000 - $25,000',
    typicalDuration: '2-6 weeks',
  },
} satisfies Omit<SiteSetting, 'id' | 'logo' | 'defaultSocialImage' | 'updatedAt' | 'createdAt'>

type Reason = Omit<NonNullable<HomePage['reasons']>[number], 'id' | 'iconSvg'>

export const defaultHomePage = {
  hero: {
    title: 'Find Top-Rated Contractors in Your Area',
    text: "Get free quotes from pre-screened local pros and compare up to three bids for your home improvement project. It's 100% free, with no obligation to hire.",
  },
  testimonials: [
    {
      quote:
        'We had three quotes for our kitchen remodel within a day and saved almost $6,000 compared with the first estimate we got on our own. Our contractor was professional from start to finish.',
      name: 'Jennifer M.',
      city: 'Austin, TX',
    },
    {
      quote:
        'Our roof started leaking during a storm. Two licensed roofers called me back the same day, and the repair was finished before the weekend.',
      name: 'Robert T.',
      city: 'Tampa, FL',
    },
    {
      quote:
        'I was nervous about letting someone tear out our only bathroom. Knowing every contractor was licensed and insured gave us real peace of mind.',
      name: 'Priya S.',
      city: 'Charlotte, NC',
    },
  ],
  reasons: [
    {
      title: 'Pre-Screened Contractors',
      text: 'Every contractor is checked for licence, insurance, reviews and customer satisfaction before they join our network.',
      icon: 'shield-check',
    },
    {
      title: 'Compare Multiple Bids',
      text: 'Compare up to three bids from local pros side by side and choose the one that fits your project and budget.',
      icon: 'chart-column',
    },
    {
      title: '100% Free Service',
      text: 'Our service is free to homeowners. You pay only the contractor you hire, and you are never obliged to hire anyone.',
      icon: 'circle-dollar-sign',
    },
  ] satisfies Reason[],
  callToAction: {
    title: 'Ready to Start Your Project?',
    text: 'Tell us what you need and get free quotes from up to three trusted local contractors, usually within 24-48 hours.',
  },
} satisfies Omit<HomePage, 'id' | 'updatedAt' | 'createdAt' | 'hero'> & {
  hero: Omit<HomePage['hero'], 'image'>
}
