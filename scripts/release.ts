/**
 * `npm run release`: the release step on its own, before any server copy starts (docker-compose's `migrate`
 * service): the committed migrations, then the content and first staff member on an empty database. Servers run
 * the same step at start; under its lock, whoever comes second finds it done.
 */
import { runCli } from '../cms/src/cli/run-cli'

import { staffAccount } from '../cms/src/runtime/staff-account'
import { seedIfEmpty } from '../seed/src/seed-if-empty'

runCli(async (runtime) => {
  await seedIfEmpty(runtime.payload, {
    staff: staffAccount(runtime.config, runtime.embedded),
    log: console.log,
  })
})
