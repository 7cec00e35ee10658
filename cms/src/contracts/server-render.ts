/**
 * The frontend's server entry (frontend/src/entry-server.tsx) as the server calls it: one Fetch Request in, what to
 * send back out. Declared here because the two sides build separately (the server loads the entry's bundle at run
 * time), so only a shared type keeps them agreeing.
 */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string; preloads: string }

/** Renders one request, with its data from the API at `apiOrigin` (the server itself). */
export type RenderPage = (request: Request, options: { apiOrigin: string }) => Promise<RenderResult>
