import type { AddressInfo } from 'node:net'

import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { messages } from '../contracts/quote-request'
import { zipCodeCheckPath } from '../contracts/zip-code-check'
import { poolOf } from '../database/pool'
import { UNKNOWN_ZIP_MESSAGE } from '../matching/zip-area'
import { nextClientIp } from '../../test/quote-requests'
import { testPayload } from '../../test/payload'
import { zipCodesRouter } from './zip-codes'

let payload: Payload
let origin = ''
let close: () => Promise<void>

/** A limit small enough to reach in a test; each test asks from its own address unless it shares one. */
const LIMIT = 3

beforeAll(async () => {
  payload = await testPayload()
  const app = express()
  app.set('trust proxy', true)
  app.use(zipCodesRouter({ pool: poolOf(payload), rateLimit: LIMIT, rateWindowMs: 60_000 }))
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise<void>((resolve) => server.close(() => resolve()))
})

afterAll(() => close())

const check = (zip: string, ip = nextClientIp()) =>
  fetch(`${origin}${zipCodeCheckPath(zip)}`, { headers: { 'x-forwarded-for': ip } })

describe('GET /api/zip-codes/{zip}', () => {
  it('answers a known ZIP code with its place, for browsers and caches to keep', async () => {
    const response = await check('33101')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ zipCode: '33101', city: 'Miami', state: 'FL' })
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
  })

  it.each([['00000'], ['99999']])(
    'refuses %s, which no place has, with the message the wizard shows',
    async (zip) => {
      const response = await check(zip)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ field: 'zipCode', message: UNKNOWN_ZIP_MESSAGE }] })
    },
  )

  it.each([['3310'], ['abcde'], ['331011'], ['33 01']])(
    'refuses %s with the form’s own ZIP code message',
    async (zip) => {
      const response = await check(zip)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ field: 'zipCode', message: messages.zipCode }] })
    },
  )

  it('limits how often one address may ask, and says when to come back', async () => {
    const ip = nextClientIp()
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await check('33101', ip)).status).toBe(200)
    const refused = await check('33101', ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    // Another address is not held back by it.
    expect((await check('33101')).status).toBe(200)
  })
})
