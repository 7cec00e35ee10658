import type { AddressInfo } from 'node:net'

import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { createUser, signInToken, testPayload } from '../../test/payload'
import { asUser, rest } from '../../test/rest'
import { UNKNOWN_ZIP_MESSAGE } from '../matching/zip-area'
import { inProcessApi } from './in-process-api'
import { fieldErrors, sendErrors } from './refusals'

let payload: Payload
let staffToken: string

beforeAll(async () => {
  payload = await testPayload()
  staffToken = await signInToken(payload, await createUser(payload, 'staff'))
})

/** What a client sees of a refusal: its status, whether a cache may keep it, and its body. */
const seen = async (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
  body: (await response.json()) as unknown,
})

describe('a refusal of a Payload endpoint', () => {
  it.each([
    [
      'a dashboard endpoint asked by nobody signed in',
      () => rest('/api/admin/analytics/responses'),
      401,
      { errors: [{ message: 'Sign in to see analytics.' }] },
    ],
    [
      'the contractor match asked for a ZIP code no place has',
      () => rest('/api/contractors/match?service=roofing&zip=00000'),
      400,
      { errors: [{ field: 'zip', message: UNKNOWN_ZIP_MESSAGE }] },
    ],
    [
      'the page of a service that does not exist',
      () => rest('/api/services/page/no-such-service'),
      404,
      { errors: [{ message: 'Not Found' }] },
    ],
    [
      'an export whose filter names no status',
      () => rest('/api/admin/leads/export?status=bogus', asUser(staffToken)),
      400,
      { errors: [expect.objectContaining({ field: 'status' })] },
    ],
    [
      "the renderer's read of an address holding a NUL",
      () => inProcessApi(payload, 'http://localhost:3000')('/api/services?where[slug][equals]=%00', {}),
      400,
      { errors: [{ message: expect.stringContaining('cannot be stored') }] },
    ],
  ])('is { errors } that no cache keeps: %s', async (_case, ask, status, body) => {
    expect(await seen(await ask())).toEqual({ status, cacheControl: 'no-store', body })
  })
})

describe('a refusal of an Express route', () => {
  let origin = ''
  let close: () => Promise<void>

  beforeAll(async () => {
    const app = express()
    app.get('/refused', (_req, res) => {
      sendErrors(res, 422, [{ field: 'zipCode', message: 'Enter a ZIP code' }])
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => new Promise((resolve) => server.close(() => resolve()))
  })
  afterAll(() => close())

  it('has the same body and headers as an endpoint’s', async () => {
    expect(await seen(await fetch(`${origin}/refused`))).toEqual({
      status: 422,
      cacheControl: 'no-store',
      body: { errors: [{ field: 'zipCode', message: 'Enter a ZIP code' }] },
    })
  })
})

describe('the field messages of a body that failed its schema', () => {
  it('name the field by its path, and no field for the body as a whole', () => {
    const schema = z
      .object({ contact: z.object({ email: z.email('Enter an email') }), from: z.string(), to: z.string() })
      .refine((value) => value.from <= value.to, 'The period ends before it starts')
    const parsed = schema.safeParse({ contact: { email: 'nope' }, from: 'b', to: 'a' })
    expect(parsed.error && fieldErrors(parsed.error)).toEqual([
      { field: 'contact.email', message: 'Enter an email' },
      { message: 'The period ends before it starts' },
    ])
  })
})
