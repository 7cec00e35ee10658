/**
 * The one API client (SPEC §7, §8): credentials sent, JSON parsed, and any non-OK answer raised as
 * "<status>: <body text, or the status text when the body is empty>". A 401 throws, or yields null on request.
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

type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown; on401?: On401 }

/** Where the API is: the page's own origin in the browser; set by the server entry when rendering there. */
let apiOrigin = ''
export const setApiOrigin = (origin: string): void => {
  apiOrigin = origin
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>
export async function apiRequest<T>(
  path: string,
  { body, on401 = 'throw', headers, ...init }: RequestOptions = {},
) {
  const response = await fetch(`${apiOrigin}${path}`, {
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
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return (await response.json()) as T
}
