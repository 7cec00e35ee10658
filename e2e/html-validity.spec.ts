import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import { errorPageHtml } from '../cms/src/server/error-page'
import { deleteLead, submitLead } from './fixtures'
import { checkHtml, type HtmlProblem } from './html-checker'
import { STEPS } from './quote-wizard'
import { requestPagePath } from './request-link'
import { test } from './team'

/** The sitemaps.org schema, as the `sitemap` package ships it. */
const SITEMAP_XSD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')),
  'schema',
  'sitemap.xsd',
)

/** The server-rendered pages that no sitemap lists: the wizard's later steps, the private pages, the errors. */
const UNLISTED_PAGES = [
  STEPS.select.path,
  STEPS.details.path,
  STEPS.confirm.path,
  STEPS.thankYou.path,
  '/no-such-page',
  '/services/no-such-service',
  '/pros/no-such-pro',
  '/admin',
  '/admin/contractors',
  '/pro',
  '/pro/set-password?token=unknown',
  '/cms/login',
]

/**
 * What the checker may report on the Payload panel's sign-in page, and only there: markup that Payload and Next
 * write (their own attributes and style elements), which this project does not write and cannot change.
 */
const PANEL_MARKUP: { page: RegExp; message: RegExp; why: string }[] = [
  {
    page: /^\/cms(\/|$)/,
    message: /^A “style” element in “body” must be the first child of its parent\.$/,
    why: 'Next streams the panel’s styles as <style> elements in the body, where its server components render them',
  },
]

const skipped = (problem: HtmlProblem): boolean =>
  PANEL_MARKUP.some(({ page, message }) => page.test(problem.page) && message.test(problem.message))

/** Every page's path the sitemap lists. */
const sitemapPaths = async (request: APIRequestContext): Promise<string[]> =>
  [
    ...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g),
  ].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))

test('every page the server renders is valid HTML to the W3C Nu HTML Checker', async ({ request, admin }) => {
  // A hundred pages fetched, then one run of the checker, which starts a Java virtual machine.
  test.setTimeout(180_000)
  const { id } = await submitLead(request, { name: 'Checked Homeowner' })
  const paths = [...(await sitemapPaths(request)), ...UNLISTED_PAGES, requestPagePath(id)]
  const documents = new Map<string, string>()
  for (const pagePath of paths) {
    const response = await request.get(pagePath)
    expect([200, 404], pagePath).toContain(response.status())
    expect(response.headers()['content-type'], pagePath).toMatch(/^text\/html/)
    documents.set(pagePath, await response.text())
  }
  await deleteLead(request, id, admin.headers)
  // What the server answers when even rendering the site's own error page failed.
  for (const status of [500, 503]) documents.set(`the server's own ${status} page`, errorPageHtml(status))
  expect(documents.size).toBeGreaterThan(90)
  // A list item numbered inside an unordered list: proof that the checker ran and its answer was read.
  const canary = 'a document with one known error'
  documents.set(
    canary,
    '<!doctype html><html lang="en"><head><title>Canary</title></head><body><ul><li value="1">One</li></ul></body></html>',
  )
  const problems = await checkHtml(documents)
  expect(problems.filter((problem) => problem.page === canary).map((problem) => problem.message)).toEqual([
    'Attribute “value” not allowed on element “li” at this point.',
  ])
  expect(problems.filter((problem) => problem.page !== canary && !skipped(problem))).toEqual([])
})

test('the sitemap is valid to the sitemaps.org schema and dates every record’s page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const check = spawnSync('xmllint', ['--noout', '--schema', SITEMAP_XSD, '-'], {
    input: sitemap,
    encoding: 'utf8',
  })
  expect(check.error).toBeUndefined()
  expect(check.stderr.trim()).toBe('- validates')
  expect(check.status).toBe(0)

  const urls = [
    ...sitemap.matchAll(/<url><loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g),
  ]
  const records = urls.filter(([, loc]) => /^\/(services|cost-guides|articles|locations)\/./.test(loc ?? ''))
  expect(records.length).toBeGreaterThan(70)
  for (const [, loc, lastmod] of records) expect(Date.parse(lastmod ?? ''), loc).not.toBeNaN()

  const services = (await (
    await request.get('/api/services?where[slug][equals]=roofing&depth=0&select[updatedAt]=true')
  ).json()) as { docs: { updatedAt: string }[] }
  expect(records.find(([, loc]) => loc === '/services/roofing')?.[2]).toBe(services.docs[0]?.updatedAt)
})

test('robots.txt lets crawlers fetch the pictures the pages show, and the pictures answer', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /api\nAllow: /api/media/file/\n')
  const home = await (await request.get('/')).text()
  const picture = /(\/api\/media\/file\/[^"?\s]+)/.exec(home)?.[1]
  expect(picture).toBeDefined()
  expect((await request.get(picture ?? '')).status()).toBe(200)
})
