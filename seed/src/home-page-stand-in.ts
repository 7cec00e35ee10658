import type { Payload } from 'payload'

/**
 * STAND-IN, to be dropped with its one call (media.ts) when the site-settings seed of issue 14 is merged: the home
 * page global's hero and call to action are required, so the hero's picture cannot be set on a global nobody has
 * filled yet. This fills it once with the page's copy as it stands (frontend home.tsx).
 */
export const seedHomePageStandIn = async (payload: Payload): Promise<void> => {
  const { hero } = await payload.findGlobal({ slug: 'home-page', depth: 0 })
  if (hero?.title) return
  await payload.updateGlobal({
    slug: 'home-page',
    data: {
      hero: {
        title: 'Find Top-Rated Contractors in Your Area',
        text: "Get free quotes from pre-screened local pros and compare up to three bids for your home improvement project. It's 100% free, with no obligation to hire.",
      },
      callToAction: {
        title: 'Ready to Start Your Project?',
        text: 'Tell us what you need and get free quotes from up to three trusted local contractors, usually within 24-48 hours.',
      },
    },
    depth: 0,
  })
}
