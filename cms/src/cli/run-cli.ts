import { loadEnvironment } from '../runtime/environment'
import { startPayload, stopPayload, type Runtime } from '../runtime/start-payload'

/** Runs a command-line task against the database the server would use, then closes everything. */
export const runCli = (task: (runtime: Runtime) => Promise<void>): void => {
  const log = (message: string) => console.log(message)
  const main = async () => {
    const runtime = await startPayload(loadEnvironment(), log)
    try {
      await task(runtime)
    } finally {
      await stopPayload(runtime)
    }
  }
  // The Postgres adapter holds a connection open for good, so exit explicitly once the work is done.
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
