/** Any answer of Payload's REST API through Next: a public, small one. */
const WARM_UP_PATH = '/api/globals/site-settings?depth=0&select[companyName]=true'

/**
 * Next loads the route that serves Payload's REST API (the pictures' files included) on its first request, some
 * time after a start. Pages no longer ask it as they render (they read the API in the server's process), so a first
 * visitor's pictures waited for it (docs/decisions/0011-warm-up-before-ready.md). This asks it once, before the copy
 * says it is ready. A refusal is thrown, for the caller to say it loudly.
 */
export const warmUpApiRoute = async (port: number): Promise<void> => {
  const response = await fetch(`http://127.0.0.1:${port}${WARM_UP_PATH}`)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${WARM_UP_PATH} answered ${response.status}`)
}
