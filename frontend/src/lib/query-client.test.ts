import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError, apiRequest } from './api-client'
import { createQueryClient, getQueryFn, keyToPath } from './query-client'

const respond = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body || null, { status, statusText }))

afterEach(() => vi.restoreAllMocks())

describe('query keys', () => {
  it('joins the segments with a slash into the GET path', () => {
    expect(keyToPath(['/api/cost-guides', 'kitchen-remodeling-cost'])).toBe(
      '/api/cost-guides/kitchen-remodeling-cost',
    )
  })
})

describe('apiRequest', () => {
  it('sends credentials and parses JSON', async () => {
    const fetch = respond(200, '{"ok":true}')
    expect(await apiRequest('/api/services')).toEqual({ ok: true })
    expect(fetch).toHaveBeenCalledWith('/api/services', expect.objectContaining({ credentials: 'include' }))
  })

  it('raises "<status>: <body>" for a non-OK answer', async () => {
    respond(403, 'You are not allowed to perform this action.')
    await expect(apiRequest('/api/leads')).rejects.toThrow('403: You are not allowed to perform this action.')
  })

  it('uses the status text when the body is empty', async () => {
    respond(500, '', 'Internal Server Error')
    await expect(apiRequest('/api/leads')).rejects.toThrow(new ApiError(500, '', 'Internal Server Error'))
  })

  it('throws on 401 by default and yields null when asked', async () => {
    respond(401, 'Unauthorized')
    await expect(getQueryFn()({ queryKey: ['/api/users/me'] } as never)).rejects.toThrow('401: Unauthorized')
    respond(401, 'Unauthorized')
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/users/me'] } as never)).toBeNull()
  })

  it('throws on 404 by default and yields null when asked, while other errors still throw', async () => {
    respond(404, 'Not Found')
    await expect(getQueryFn()({ queryKey: ['/api/services/page/x'] } as never)).rejects.toThrow(
      '404: Not Found',
    )
    respond(404, 'Not Found')
    expect(
      await getQueryFn({ on404: 'returnNull' })({ queryKey: ['/api/services/page/x'] } as never),
    ).toBeNull()
    respond(500, 'Internal Server Error')
    await expect(
      getQueryFn({ on404: 'returnNull' })({ queryKey: ['/api/services/page/x'] } as never),
    ).rejects.toThrow('500: Internal Server Error')
  })
})

describe('the query client', () => {
  it('never retries, never refetches on focus or by interval, and never goes stale', () => {
    const { queries } = createQueryClient().getDefaultOptions()
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    })
  })
})
