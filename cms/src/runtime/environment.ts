import path from 'node:path'

import { embeddedDatabaseUrl } from '../database/embedded-address'
import { loadConfiguration, type Configuration } from './config'
import { requireMailServer } from './mail-server'
import { dataDir } from './paths'
import { requirePublicUrl } from './public-url'
import { resolveSecret } from './secret'

export type Environment = {
  config: Configuration
  /** True when no DATABASE_URL was given and the server runs its own PostgreSQL under `.data/`. */
  embedded: boolean
  embeddedDataDir: string
  embeddedPort: number
  /** DATABASE_URL, or the embedded cluster's (known before it starts). */
  databaseUrl: string
  /** PAYLOAD_SECRET, or the one generated beside the data. */
  secret: string
}

/**
 * What the configuration means for this process: which database, which secret. A deployment without its own
 * secret, a mail server or a public URL is refused here, before anything starts. Next's build only loads the
 * Payload config, so it is neither checked nor given a generated secret (none is baked into an image).
 */
export const settleEnvironment = (config: Configuration): Environment => {
  const embedded = !config.DATABASE_URL
  const embeddedPort = config.EMBEDDED_POSTGRES_PORT
  const building = config.NEXT_PHASE === 'phase-production-build'
  if (!building) {
    requireMailServer({ embedded, env: config })
    requirePublicUrl({ embedded, env: config })
  }
  return {
    config,
    embedded,
    embeddedPort,
    embeddedDataDir: path.join(dataDir, 'postgres'),
    databaseUrl: config.DATABASE_URL ?? embeddedDatabaseUrl(embeddedPort),
    secret: building
      ? (config.PAYLOAD_SECRET ?? '')
      : resolveSecret({
          dataDir,
          given: config.PAYLOAD_SECRET,
          production: config.NODE_ENV === 'production' && !embedded,
        }),
  }
}

let settled: Environment | undefined

/**
 * This process's environment, settled the first time it is asked for: by its entry point, or by the Payload config
 * when that is loaded first (it is imported by the entry point's own imports). Both get the same one.
 */
export const loadEnvironment = (): Environment => (settled ??= settleEnvironment(loadConfiguration()))
