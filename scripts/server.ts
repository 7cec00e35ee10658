/**
 * The composition root of the web server (`npm start` runs its build, dist/server.js; `npm run dev` runs it with
 * tsx): the CMS's server, with the seed on an empty database as its preparation. It lives outside cms/ because it
 * joins two workspaces: the CMS does not depend on the seed.
 */
// First: it settles the environment before anything loads the Payload config (cms/src/runtime/environment.ts).
import { environment } from '../cms/src/runtime/load-environment'

import { staffAccount } from '../cms/src/runtime/staff-account'
import { startServer } from '../cms/src/server/start-server'
import { seedIfEmpty } from '../seed/src/seed-if-empty'

// No top-level await: Node 20 can deadlock dynamic imports (Next's) made while the entry module is still evaluating.
startServer({
  environment,
  prepare: ({ payload, embedded }, log) => seedIfEmpty(payload, { staff: staffAccount(embedded), log }),
}).catch((error: unknown) => {
  console.error('[server] Failed to start:', error)
  process.exit(1)
})
