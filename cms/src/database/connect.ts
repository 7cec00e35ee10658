import path from 'node:path'

import { startEmbeddedDatabase } from './embedded'

export type Database = {
  url: string
  embedded: boolean
  /** Stops the embedded cluster; an external server is left alone. */
  stop: () => Promise<void>
}

export const DEFAULT_EMBEDDED_PORT = 54329

/** `DATABASE_URL` selects an external PostgreSQL; without it an embedded one runs on the data under `.data/`. */
export const connectDatabase = async ({
  dataDir,
  log,
}: {
  dataDir: string
  log: (message: string) => void
}): Promise<Database> => {
  const external = process.env.DATABASE_URL
  if (external) return { url: external, embedded: false, stop: async () => {} }

  const embedded = await startEmbeddedDatabase({
    dataDir: path.join(dataDir, 'postgres'),
    port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? DEFAULT_EMBEDDED_PORT),
    log,
  })
  return { ...embedded, embedded: true }
}
