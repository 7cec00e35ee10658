/**
 * One seeded page of every kind the public marketing site has (the wizard and the dashboard are apps): what the
 * script budget and the accessibility sweep go through.
 */
export const MARKETING_PAGES = [
  '/',
  '/services',
  '/services/kitchen-remodeling',
  '/cost-guides',
  '/cost-guides/kitchen-remodeling-cost',
  '/articles',
  '/articles/how-to-choose-the-right-contractor',
  '/locations/florida/miami/kitchen-remodeling',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/review-policy',
]
