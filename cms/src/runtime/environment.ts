import path from 'node:path'

import { embeddedDatabaseUrl } from '../database/embedded'
import { requireMailServer } from './mail-server'
import { dataDir } from './paths'
import { requirePublicUrl } from './public-url'
import { resolveSecret } from './secret'

export const DEFAULT_EMBEDDED_PORT = 54329

export type Environment = {
  /** True when no DATABASE_URL was given and the server runs its own PostgreSQL under `.data/`. */
  embedded: boolean
  embeddedDataDir: string
  embeddedPort: number
}

/**
 * Settle, synchronously, what payload.config reads when it is first evaluated: the database URL (an embedded
 * cluster's is known before it starts) and the secret; a deployment without its own secret, a mail server or a
 * public URL is refused here, before anything starts. Entry points import `load-environment` first so this runs
 * before the config module does; everything else is then imported statically (Node 20 can stall a dynamic
 * import() of the config's module graph).
 */
export const settleEnvironment = (): Environment => {
  const embedded = !process.env.DATABASE_URL
  const embeddedPort = Number(process.env.EMBEDDED_POSTGRES_PORT ?? DEFAULT_EMBEDDED_PORT)
  if (embedded) process.env.DATABASE_URL = embeddedDatabaseUrl(embeddedPort)
  process.env.PAYLOAD_SECRET = resolveSecret({ dataDir, embedded })
  requireMailServer({ embedded, env: process.env })
  requirePublicUrl({ embedded, env: process.env })
  return { embedded, embeddedPort, embeddedDataDir: path.join(dataDir, 'postgres') }
}
