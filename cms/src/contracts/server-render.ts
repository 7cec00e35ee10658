/**
 * The frontend's server entry (frontend/src/entry-server.tsx) as the server calls it: one Fetch Request in, what to
 * send back out. Declared here because the two sides build separately (the server loads the entry's bundle at run
 * time), so only a shared type keeps them agreeing.
 */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; preloads: string }

/**
 * How the renderer asks the API: `fetch`'s shape, with a path on the API (`/api/...`). The server answers in its own
 * process (cms/src/server/in-process-api.ts); the browser's pages use `fetch` itself.
 */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

export type RenderOptions = {
  /** Where the page's data comes from: the API, answered in the server's process. */
  fetchApi: ApiFetch
  /**
   * Whether the request carries a session cookie at all (not whether it is valid; the cookie itself never reaches
   * the renderer). Without one nobody is signed in, and the dashboard renders its sign-in form at once instead of
   * asking the API in the browser first. Left out, it is unknown, and the browser asks.
   */
  hasSessionCookie?: boolean
}

/** Renders one request, with its data from the API through `fetchApi`. */
export type RenderPage = (request: Request, options: RenderOptions) => Promise<RenderResult>
