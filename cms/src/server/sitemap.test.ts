import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'

import { ARTICLES_PER_PAGE } from '../contracts/limits'
import { buildSitemap, robotsTxt, type SitemapRecord } from './sitemap'

const CHANGED = '2026-03-04T05:06:07.890Z'

/** Records by slug, all changed at CHANGED. */
const records = (...slugs: string[]): SitemapRecord[] => slugs.map((slug) => ({ slug, updatedAt: CHANGED }))

const NOTHING = { services: [], guides: [], articles: [], locations: [], pros: [] }

describe('buildSitemap', () => {
  const xml = buildSitemap('https://pros.example', {
    services: [
      { slug: 'roofing', updatedAt: '2026-01-02T03:04:05.000Z' },
      { slug: 'hvac', updatedAt: CHANGED },
    ],
    guides: records('roof-replacement-cost'),
    articles: records('how-to-choose'),
    locations: [
      {
        state: 'florida',
        city: 'miami',
        service: 'kitchen-remodeling',
        updatedAt: '2026-05-06T07:08:09.000Z',
      },
    ],
    pros: records('miami-roofing-pros'),
  })
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  it('lists the fixed pages, every service, guide, article and location page, and every profile', () => {
    expect(locs).toEqual([
      'https://pros.example/',
      'https://pros.example/services',
      'https://pros.example/cost-guides',
      'https://pros.example/articles',
      'https://pros.example/quotes/start',
      'https://pros.example/about',
      'https://pros.example/contact',
      'https://pros.example/privacy',
      'https://pros.example/terms',
      'https://pros.example/review-policy',
      'https://pros.example/services/roofing',
      'https://pros.example/services/hvac',
      'https://pros.example/cost-guides/roof-replacement-cost',
      'https://pros.example/articles/how-to-choose',
      'https://pros.example/locations/florida/miami/kitchen-remodeling',
      'https://pros.example/pros/miami-roofing-pros',
    ])
  })

  it('lists the later pages of the article list, as many as the articles fill', () => {
    const slugs = Array.from({ length: ARTICLES_PER_PAGE * 2 + 1 }, (_, index) => `article-${index}`)
    const pages = [
      ...buildSitemap('https://x.example', { ...NOTHING, articles: records(...slugs) }).matchAll(
        /<loc>(https:\/\/x\.example\/articles\?[^<]+)<\/loc>/g,
      ),
    ].map((match) => match[1])
    expect(pages).toEqual(['https://x.example/articles?page=2', 'https://x.example/articles?page=3'])
  })

  it('dates each record’s page by when the record last changed, and the fixed pages not at all', () => {
    const lastmods = Object.fromEntries(
      [
        ...xml.matchAll(
          /<url><loc>https:\/\/pros\.example([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g,
        ),
      ].map((match) => [match[1], match[2]]),
    )
    expect(lastmods).toEqual({
      '/': undefined,
      '/services': undefined,
      '/cost-guides': undefined,
      '/articles': undefined,
      '/quotes/start': undefined,
      '/about': undefined,
      '/contact': undefined,
      '/privacy': undefined,
      '/terms': undefined,
      '/review-policy': undefined,
      '/services/roofing': '2026-01-02T03:04:05.000Z',
      '/services/hvac': CHANGED,
      '/cost-guides/roof-replacement-cost': CHANGED,
      '/articles/how-to-choose': CHANGED,
      '/locations/florida/miami/kitchen-remodeling': '2026-05-06T07:08:09.000Z',
      '/pros/miami-roofing-pros': CHANGED,
    })
  })

  it('is a sitemaps.org urlset', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
  })

  it('escapes XML in URLs', () => {
    expect(buildSitemap('https://x.example', { ...NOTHING, services: records('a&b') })).toContain(
      'https://x.example/services/a&amp;b',
    )
  })
})

describe('robotsTxt', () => {
  const robots = robotsTxt('https://pros.example')
  // A parser written to the robots.txt standard (longest match wins), as search engines read the file.
  const parsed = robotsParser('https://pros.example/robots.txt', robots)
  const allowed = (path: string) => parsed.isAllowed(`https://pros.example${path}`, 'Googlebot')

  it('lets crawlers fetch the public pages and every picture they show', () => {
    for (const path of ['/', '/services/roofing', '/quotes/start', '/api/media/file/roof-1200x630.webp?v=2'])
      expect(allowed(path), path).toBe(true)
  })

  it('lets crawlers fetch the contractors’ profiles, though their address starts with the portal’s', () => {
    for (const path of ['/pros/acme-roofing', '/pros/acme-roofing?page=2'])
      expect(allowed(path), path).toBe(true)
    for (const path of ['/pro', '/pro/set-password', '/pros']) expect(allowed(path), path).toBe(false)
  })

  it('keeps crawlers out of the signed-in areas, the API and the request pages', () => {
    for (const path of [
      '/admin',
      '/admin/leads',
      '/cms',
      '/cms/collections/leads',
      '/pro',
      '/api',
      '/api/services',
      '/api/media',
      '/api/media/1',
      '/api/users/me',
      '/requests/abc',
    ])
      expect(allowed(path), path).toBe(false)
  })

  it('lists each Allow after the Disallow it refines, and never opens with Allow: /', () => {
    const rules = robots.split('\n').filter((line) => /^(Allow|Disallow):/.test(line))
    expect(rules).not.toContain('Allow: /')
    rules.forEach((rule, index) => {
      const allow = /^Allow: (.+)$/.exec(rule)?.[1]
      if (!allow) return
      const refined = rules
        .slice(0, index)
        .map((line) => /^Disallow: (.+)$/.exec(line)?.[1])
        .filter((prefix) => prefix !== undefined && allow.startsWith(prefix))
      expect(refined, rule).not.toEqual([])
    })
  })

  it('points to the sitemap', () => {
    expect(parsed.getSitemaps()).toEqual(['https://pros.example/sitemap.xml'])
  })
})
