/** `npm run migrate`: apply the committed migrations to the database the server would use (starting does that). */
import { runCli } from './run-cli'

runCli(async () => {})
