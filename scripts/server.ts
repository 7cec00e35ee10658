/**
 * The composition root of the web server (`npm start` runs its build, dist/server.js; `npm run dev` runs it with
 * tsx): the CMS's server, with the seed on an empty database as its preparation. It lives outside cms/ because it
 * joins two workspaces: the CMS does not depend on the seed.
 */
import { loadEnvironment } from '../cms/src/runtime/environment'
import { staffAccount } from '../cms/src/runtime/staff-account'
import { startServer } from '../cms/src/server/start-server'
import { seedIfEmpty } from '../seed/src/seed-if-empty'

const environment = loadEnvironment()
try {
  await startServer({
    environment,
    prepare: ({ payload, embedded }, log) =>
      seedIfEmpty(payload, { staff: staffAccount(environment.config, embedded), log }),
  })
} catch (error) {
  console.error('[server] Failed to start:', error)
  process.exit(1)
}
