import { NotFound, type Endpoint, type PayloadHandler, type SanitizedConfig } from 'payload'

/** What the version routes of something without versions answer: there is nothing there (a 404). */
const noVersions: PayloadHandler = (req) => {
  throw new NotFound(req.t)
}

const isVersionRoute = (endpoint: Endpoint): boolean =>
  endpoint.path === '/versions' || endpoint.path.startsWith('/versions/')

/**
 * Payload routes `/versions` on every collection and global, and on one that keeps no versions its handler reads a
 * table that does not exist (a 500). Those routes answer 404 instead; throws when it finds none to change (a Payload
 * upgrade moved them), rather than leave the 500 in place unnoticed.
 */
export const withoutAbsentVersions = async (pending: Promise<SanitizedConfig>): Promise<SanitizedConfig> => {
  const config = await pending
  let changed = 0
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.versions || !entity.endpoints) continue
    // New objects: Payload's default endpoints are shared by every collection, the versioned ones too.
    entity.endpoints = entity.endpoints.map((endpoint) => {
      if (!isVersionRoute(endpoint)) return endpoint
      changed += 1
      return { ...endpoint, handler: noVersions }
    })
  }
  if (changed === 0)
    throw new Error('Payload no longer routes /versions: review endpoints/absent-versions.ts')
  return config
}
