/** `npm run seed` (add `-- --demo` for sample leads): seeds the database the server would use. */
import { stopPayload, startPayload } from '../../cms/src/runtime/start-payload'
import { staffAccount } from '../../cms/src/runtime/staff-account'
import { seed } from './seed'

const log = (message: string) => console.log(message)
const runtime = await startPayload(log)
try {
  await seed(runtime.payload, {
    staff: staffAccount(runtime.database.embedded),
    demo: process.argv.includes('--demo'),
    log,
  })
} finally {
  await stopPayload(runtime)
}
