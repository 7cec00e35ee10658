import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ServicePageData } from '../contracts/public-pages'
import type { Service } from '../payload-types'
import { createService, createUser, signInToken, testPayload } from '../../test/payload'
import { asUser, rest } from '../../test/rest'
import { inProcessApi } from './in-process-api'

/** The API as the page renderer asks it: answers like REST's, with no HTTP between. */

let payload: Payload
let service: Service
let api: ReturnType<typeof inProcessApi>

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'In-process Roofing')
  api = inProcessApi(payload, 'https://pros.example')
})

const GET: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } }

describe('inProcessApi', () => {
  it.each([
    ['a page endpoint', () => `/api/services/page/${service.slug}`],
    [
      'a list with a query',
      () => `/api/services?where[slug][equals]=${service.slug}&depth=0&select[name]=true`,
    ],
    ['a global', () => '/api/globals/site-settings?depth=1&select[companyName]=true'],
    ['a page that does not exist', () => '/api/services/page/no-such-service'],
  ])('answers %s as the REST API does', async (_, path) => {
    const [inProcess, overRest] = await Promise.all([api(path(), GET), rest(path(), GET)])
    expect(inProcess.status).toBe(overRest.status)
    expect(await inProcess.json()).toEqual(await overRest.json())
  })

  it('reads a page’s data for the renderer, as the public sees it', async () => {
    const response = await api(`/api/services/page/${service.slug}`, GET)
    expect(response.status).toBe(200)
    expect(((await response.json()) as ServicePageData).name).toBe('In-process Roofing')
  })

  it('reads a draft only with a preview’s credentials, as REST does', async () => {
    const editor = await createUser(payload, 'editor')
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { name: 'In-process Roofing (draft)' },
      draft: true,
    })
    const path = `/api/services/page/${service.slug}?draft=true`
    const anonymous = (await (await api(path, GET)).json()) as ServicePageData
    const preview = await api(path, asUser(await signInToken(payload, editor), GET))
    expect(anonymous.name).toBe('In-process Roofing')
    expect(((await preview.json()) as ServicePageData).name).toBe('In-process Roofing (draft)')
  })

  it.each([
    ['a NUL', '/api/services?where[slug][equals]=%00'],
    ['percent-encoding that is not UTF-8', '/api/services/page/%E0%A4%A'],
  ])(
    'refuses an address with %s with a 400, as the server’s guard in front of REST does',
    async (_, path) => {
      const response = await api(path, GET)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(
        /address/,
      )
    },
  )
})
