/**
 * The composition root: database → migrations → seed when empty → Payload/Next → Express on one port.
 * Started by `npm start` (production build) and `npm run dev`.
 */
import type { Server } from 'node:http'

import { createApp } from './server/app'
import { shutdownOnSignals } from './server/shutdown'
import { startPayload } from './runtime/start-payload'
import { staffAccount } from './runtime/staff-account'
import { isEmpty, seed } from '../../seed/src/seed'

const log = (message: string) => console.log(`[server] ${message}`)
const dev = process.env.NODE_ENV === 'development'
const port = Number(process.env.PORT ?? 3000)

const started = Date.now()
const runtime = await startPayload(log)
if (await isEmpty(runtime.payload)) {
  log('Empty database: seeding the content')
  await seed(runtime.payload, { staff: staffAccount(runtime.database.embedded), log })
}
const app = await createApp({ runtime, dev })
const server: Server = app.listen(port, process.env.HOST ?? '::', () => {
  log(`Ready on http://localhost:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})
shutdownOnSignals({ server, runtime, log })
