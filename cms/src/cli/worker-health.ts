/**
 * `npm run worker:health`: exits 0 while the worker's heartbeat is recent, 1 otherwise, saying why; the worker
 * container's health check. It reads a file only, so it answers even while the database is away.
 */
import { loadConfiguration } from '../runtime/config'
import { checkHeartbeat, heartbeatFile } from '../runtime/heartbeat'

const { healthy, message } = await checkHeartbeat(heartbeatFile(loadConfiguration()))
;(healthy ? console.log : console.error)(`[worker:health] ${message}`)
process.exit(healthy ? 0 : 1)
