import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const MIN_SECRET_LENGTH = 32
const KNOWN_DEFAULTS = new Set(['secret', 'changeme', 'change-me', 'payload-secret', 'YOUR_SECRET_HERE'])

/**
 * The key that signs sessions. Production (NODE_ENV=production on an external database) must be given a
 * strong PAYLOAD_SECRET; a local install makes one up once and keeps it beside its data.
 */
export const resolveSecret = ({
  dataDir,
  given,
  production,
}: {
  dataDir: string
  given: string | undefined
  production: boolean
}): string => {
  if (given) {
    if (production && (given.length < MIN_SECRET_LENGTH || KNOWN_DEFAULTS.has(given))) {
      throw new Error(`PAYLOAD_SECRET must be a random string of at least ${MIN_SECRET_LENGTH} characters`)
    }
    return given
  }
  if (production) throw new Error('Set PAYLOAD_SECRET: production refuses to start without its own secret')

  const file = path.join(dataDir, 'payload-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, `${secret}\n`, { mode: 0o600 })
    return secret
  }
}
