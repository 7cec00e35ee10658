import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rawRequest } from '../../test/raw-http'
import { SITE_PATHS } from '../contracts/site-paths'
import { errorPage } from './error-page'
import { forPathsUnder, requestPageHeaders, signedInAreaHeaders } from './request-page-headers'
import { refuseUnusableTargets } from './request-target'
import { leadsUnder, PRIVATE_PAGES, SIGNED_IN_AREAS } from './routes'

let server: ReturnType<express.Express['listen']>
let port = 0

/** The guard and the private headers as app.ts mounts them, in front of a page that says it may be cached. */
beforeAll(async () => {
  const app = express()
  app.use(refuseUnusableTargets())
  app.use(forPathsUnder(SIGNED_IN_AREAS, signedInAreaHeaders()))
  app.use(forPathsUnder([SITE_PATHS.requests], requestPageHeaders()))
  app.get('/{*rest}', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300').send(`served ${req.originalUrl}`)
  })
  app.use(errorPage({ error: () => {} }))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => {
  server.close()
})

describe('request targets', () => {
  it.each([
    'GET http://evil.example/services/roofing HTTP/1.1',
    'GET https://evil.example/requests/abc HTTP/1.1',
    'GET //evil.example/services/roofing HTTP/1.1',
    'GET /\\evil.example/services/roofing HTTP/1.1',
    'OPTIONS * HTTP/1.1',
  ])('refuses "%s" with 400, before any page runs', async (line) => {
    const answer = await rawRequest(port, line)
    expect(answer.status).toBe(400)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).not.toContain('evil.example')
    expect(answer.body).not.toContain('served ')
  })

  it.each(['/services/%00', '/services/%FF', '/services/%ED%A0%80', '/articles?page=%00'])(
    'answers the page address %s, which cannot be decoded or stored, with 404',
    async (path) => {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1`)
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain('served ')
    },
  )

  it('serves an ordinary page address', async () => {
    const answer = await rawRequest(port, 'GET /services/roofing?utm_source=x HTTP/1.1')
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('served /services/roofing?utm_source=x')
  })
})

describe('private pages, however their address is spelled', () => {
  it.each([
    '/requests/abc',
    '/Requests/abc',
    '/REQUESTS/abc/',
    '/requests//abc',
    '/requests%2Fabc',
    '/requests%2fabc',
    '/%72equests/abc',
    '/requests\\abc',
  ])('keeps %s out of caches and search engines', async (path) => {
    const answer = await rawRequest(port, `GET ${path} HTTP/1.1`)
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(answer.headers['referrer-policy']).toBe('no-referrer')
  })

  it.each([
    '/admin',
    '/Admin',
    '/admin/',
    '/admin//leads',
    '/pro',
    '/PRO/',
    '/pro%2Fset-password',
    '/%61dmin',
  ])('keeps the signed-in area page %s out of caches and search engines', async (path) => {
    const answer = await rawRequest(port, `GET ${path} HTTP/1.1`)
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it.each(['/services/roofing', '/administrator', '/professionals', '/requestsx'])(
    'leaves the public page %s cacheable',
    async (path) => {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1`)
      expect(answer.headers['cache-control']).toBe('public, max-age=300')
      expect(answer.headers['x-robots-tag']).toBeUndefined()
    },
  )

  it('tells the page cache the same: every spelling of a private page is private', () => {
    for (const path of [
      '/Requests/abc',
      '/requests//abc/',
      '/%72equests/abc',
      '/Admin',
      '/pro/',
      '/thank-you/',
    ])
      expect(leadsUnder(path, PRIVATE_PAGES), path).toBe(true)
    expect(leadsUnder('/services/roofing', PRIVATE_PAGES)).toBe(false)
  })
})
