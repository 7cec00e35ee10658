/** `npm run seed` (add `-- --demo` for sample leads): seeds the database the server would use. */
import { runCli } from '../../cms/src/cli/run-cli'
import { staffAccount } from '../../cms/src/runtime/staff-account'
import { seed } from './seed'

runCli((runtime) =>
  seed(runtime.payload, {
    staff: staffAccount(runtime.config, runtime.embedded),
    demo: process.argv.includes('--demo'),
    log: (message) => console.log(message),
  }),
)
