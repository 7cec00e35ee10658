import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'

import { paths } from '@/config/paths'

import { createRoutes } from './routes'

const NoPage = () => null
const routes = createRoutes({ site: NoPage, admin: NoPage })

/** The deepest route `href` opens, with the parameters React Router read from it. */
const pageAt = (href: string) => {
  const leaf = matchRoutes(routes, href)?.at(-1)
  // An index route's match ends in a slash (`/admin/`) that the link it answers has not.
  const pathname = leaf?.pathname.replace(/(.)\/$/, '$1')
  return { id: leaf?.route.id, pathname, params: { ...leaf?.params } }
}

describe('the route table built from config/paths.ts', () => {
  it.each([
    [paths.home, 'public/home', {}],
    [paths.services, 'public/services', {}],
    [paths.service('roofing'), 'public/service-detail', { slug: 'roofing' }],
    [paths.costGuides, 'public/cost-guides', {}],
    [paths.costGuide('roof-replacement'), 'public/cost-guide-detail', { slug: 'roof-replacement' }],
    [paths.articles, 'public/articles', {}],
    [paths.article('choosing-a-roofer'), 'public/article-detail', { slug: 'choosing-a-roofer' }],
    [paths.about, 'public/about', {}],
    [paths.contact, 'public/contact', {}],
    [paths.privacy, 'public/privacy', {}],
    [paths.terms, 'public/terms', {}],
    [paths.reviewPolicy, 'public/review-policy', {}],
    [
      paths.locationPage('fl', 'miami', 'roofing'),
      'public/location-page',
      { state: 'fl', city: 'miami', service: 'roofing' },
    ],
    [paths.quotes.start, 'quotes/start', {}],
    [paths.quotes.select, 'quotes/select', {}],
    [paths.quotes.details, 'quotes/details', {}],
    [paths.quotes.confirm, 'quotes/confirm', {}],
    [paths.thankYou, 'public/thank-you', {}],
    [paths.request('a1b2c3'), 'public/request', { token: 'a1b2c3' }],
  ])('opens %s on its page module', (href, id, params) => {
    expect(pageAt(href)).toEqual({ id, pathname: href, params })
  })

  it.each([
    [paths.admin.leads, {}],
    [paths.admin.lead('42'), { id: '42' }],
    [paths.admin.contractors, {}],
    [paths.admin.services, {}],
    [paths.admin.referrals, {}],
    [paths.admin.costGuides, {}],
    [paths.admin.locationPages, {}],
    [paths.admin.articles, {}],
    [paths.admin.analytics, {}],
    [paths.admin.reviews, {}],
    [paths.pro.home, {}],
    [paths.pro.setPassword, {}],
  ])('opens %s on a page of its own, not the not-found page', (href, params) => {
    const page = pageAt(href)
    expect(page.id).not.toBe('public/not-found')
    expect(page).toMatchObject({ pathname: href, params })
  })

  it('opens the not-found page for a path no route names', () => {
    expect(pageAt('/no-such-page').id).toBe('public/not-found')
    expect(pageAt(`${paths.admin.leads}/no-such-tab`).id).toBe('public/not-found')
  })
})
