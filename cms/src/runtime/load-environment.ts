/** Imported first by every entry point: see settleEnvironment. */
import { settleEnvironment } from './environment'

export const environment = settleEnvironment()
