/** An answer of the server's own Payload endpoints about one person's data: never kept by a cache. */
export const privateJson = (body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The JSON body of an endpoint's request, or undefined when it has none or it is not JSON (the schema refuses it). */
export const jsonBody = async (req: { json?: () => Promise<unknown> }): Promise<unknown> => {
  try {
    return await req.json?.()
  } catch {
    return undefined
  }
}
