import type { ApiFetch } from '@contracts/server-render'

/**
 * The one API client: credentials sent, JSON parsed, and any non-OK answer raised as
 * "<status>: <body text, or the status text when the body is empty>". A 401 throws, or yields null on request; so
 * does a 404, for pages whose record may not exist.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw response body, for callers that read structured errors out of it. */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
  }
}

export type On401 = 'throw' | 'returnNull'
export type On404 = 'throw' | 'returnNull'

type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown
  on401?: On401
  on404?: On404
  /** How the API is reached: `fetch` on the page's own origin in the browser; in process when the server renders. */
  fetchApi?: ApiFetch
}

const browserFetch: ApiFetch = (path, init) => fetch(path, init)

export async function apiRequest<T>(
  path: string,
  options: RequestOptions & ({ on401: 'returnNull' } | { on404: 'returnNull' }),
): Promise<T | null>
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>
export async function apiRequest<T>(
  path: string,
  { body, on401 = 'throw', on404 = 'throw', headers, fetchApi = browserFetch, ...init }: RequestOptions = {},
) {
  const response = await fetchApi(path, {
    ...init,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (response.status === 401 && on401 === 'returnNull') return null
  if (response.status === 404 && on404 === 'returnNull') return null
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return (await response.json()) as T
}
