import { existsSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import express, { type Express } from 'express'
import next from 'next'

import { cmsDir, frontendClientDir } from '../runtime/paths'
import type { Runtime } from '../runtime/start-payload'
import { bodyLimit } from './body-limit'
import { securityHeaders } from './security-headers'

/** Paths Next/Payload own: REST, the panel and the panel's assets. */
const NEXT_PATHS = ['/api{/*rest}', '/cms{/*rest}', '/_next{/*rest}']

export const createApp = async ({ runtime, dev }: { runtime: Runtime; dev: boolean }): Promise<Express> => {
  const nextApp = next({ dev, dir: cmsDir })
  await nextApp.prepare()
  const handleNext = nextApp.getRequestHandler()

  const app = express()
  app.disable('x-powered-by')
  // Behind a proxy, req.ip is the client's address only when the proxy is trusted (TRUST_PROXY, e.g. 1).
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback')
  app.use(securityHeaders({ dev }))

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    try {
      await runtime.payload.db.drizzle.execute(sql`SELECT 1`)
      res.set('Cache-Control', 'no-store').json({ status: 'ready' })
    } catch {
      res.set('Cache-Control', 'no-store').status(503).json({ status: 'database unavailable' })
    }
  })

  app.all(NEXT_PATHS, bodyLimit(), (req, res) => handleNext(req, res))

  app.use(
    '/assets',
    express.static(path.join(frontendClientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  )
  app.use(express.static(frontendClientDir, { index: false, maxAge: '1h' }))
  app.get('/{*rest}', (_req, res) => {
    const page = path.join(frontendClientDir, 'index.html')
    if (!existsSync(page)) {
      res.status(503).type('text').send('The site is not built yet: run npm run build.')
      return
    }
    res.set('Cache-Control', 'no-cache').sendFile(page)
  })
  return app
}
