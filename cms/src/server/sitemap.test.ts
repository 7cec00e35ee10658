import { describe, expect, it } from 'vitest'

import { ARTICLES_PER_PAGE } from '../contracts/limits'
import { buildSitemap, robotsTxt } from './sitemap'

describe('buildSitemap', () => {
  const xml = buildSitemap('https://pros.example', {
    serviceSlugs: ['roofing', 'hvac'],
    guideSlugs: ['roof-replacement-cost'],
    articleSlugs: ['how-to-choose'],
    locations: [{ state: 'florida', city: 'miami', service: 'kitchen-remodeling' }],
  })
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  it('lists the fixed pages, every service, guide, article and location page', () => {
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
      'https://pros.example/services/roofing',
      'https://pros.example/services/hvac',
      'https://pros.example/cost-guides/roof-replacement-cost',
      'https://pros.example/articles/how-to-choose',
      'https://pros.example/locations/florida/miami/kitchen-remodeling',
    ])
  })

  it('lists the later pages of the article list, as many as the articles fill', () => {
    const slugs = Array.from({ length: ARTICLES_PER_PAGE * 2 + 1 }, (_, index) => `article-${index}`)
    const pages = [
      ...buildSitemap('https://x.example', {
        serviceSlugs: [],
        guideSlugs: [],
        articleSlugs: slugs,
        locations: [],
      }).matchAll(/<loc>(https:\/\/x\.example\/articles\?[^<]+)<\/loc>/g),
    ].map((match) => match[1])
    expect(pages).toEqual(['https://x.example/articles?page=2', 'https://x.example/articles?page=3'])
  })

  it('is a sitemaps.org urlset', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
  })

  it('escapes XML in URLs', () => {
    expect(
      buildSitemap('https://x.example', {
        serviceSlugs: ['a&b'],
        guideSlugs: [],
        articleSlugs: [],
        locations: [],
      }),
    ).toContain('https://x.example/services/a&amp;b')
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of /admin, /cms and /api and points to the sitemap', () => {
    const robots = robotsTxt('https://pros.example')
    for (const path of ['/admin', '/cms', '/api']) expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toContain('Sitemap: https://pros.example/sitemap.xml')
  })
})
