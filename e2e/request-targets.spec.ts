import { expect, test } from '@playwright/test'

import { rawRequest } from '../cms/test/raw-http'
import { E2E_BASE_URL, E2E_PORT } from './config'

/**
 * Request lines as an attacker's own client writes them (fetch and Playwright's client would normalise them), to
 * the production server: no page is built on a host the request names, and no spelling of a private page's
 * address is answered as a public, cacheable page.
 */

test('refuses request targets that name another host with 400, and caches nothing for them', async () => {
  for (const line of [
    'GET //evil.example/services/roofing HTTP/1.1',
    'GET http://evil.example/services/roofing HTTP/1.1',
    'GET //evil.example/requests/abc HTTP/1.1',
  ]) {
    const answer = await rawRequest(E2E_PORT, line)
    expect(answer.status, line).toBe(400)
    expect(answer.headers['cache-control'], line).toBe('no-store')
    expect(answer.body, line).not.toContain('evil.example')
  }
})

test('builds the canonical link and structured data on the public origin, whatever Host the request names', async () => {
  const answer = await rawRequest(E2E_PORT, 'GET /services/roofing HTTP/1.1', {
    Host: 'evil.example',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
  })
  expect(answer.status).toBe(200)
  expect(answer.body).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/services/roofing" />`)
  expect(answer.body).toContain('application/ld+json')
  expect(answer.body).not.toContain('evil.example')
})

test('answers a page address holding a NUL or a broken encoding with 404, not 500', async () => {
  for (const path of ['/services/%00', '/services/%FF', '/locations/fl/miami/%00']) {
    const answer = await rawRequest(E2E_PORT, `GET ${path} HTTP/1.1`)
    expect(answer.status, path).toBe(404)
  }
})

test('keeps every spelling of a private page out of caches and search engines', async () => {
  for (const path of [
    '/requests/not-a-token',
    '/Requests/not-a-token',
    '/requests//not-a-token',
    '/requests/not-a-token/',
    '/requests%2Fnot-a-token',
    '/admin',
    '/Admin',
    '/admin/',
    '/pro',
    '/pro/',
    '/PRO',
  ]) {
    const answer = await rawRequest(E2E_PORT, `GET ${path} HTTP/1.1`)
    expect(answer.headers['cache-control'], path).toBe('no-store')
    expect(answer.headers['x-robots-tag'], path).toMatch(/^noindex/)
    expect(answer.headers['x-cache'], path).toBeUndefined()
  }
})
