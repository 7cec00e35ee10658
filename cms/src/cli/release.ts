/**
 * `npm run release`: the release step on its own, before any server copy starts (docker-compose's `migrate`
 * service): the committed migrations, then the content and first staff member on an empty database. Servers run
 * the same step at start; under its lock, whoever comes second finds it done.
 */
// First: it settles the environment before anything loads the Payload config (runtime/environment.ts).
import { runCli } from './run-cli'

import { seedIfEmpty } from '../runtime/release'
import { staffAccount } from '../runtime/staff-account'

runCli(async (runtime) => {
  await seedIfEmpty(runtime.payload, { staff: staffAccount(runtime.embedded), log: console.log })
})
