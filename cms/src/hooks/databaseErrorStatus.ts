import type { AfterErrorHook } from 'payload'

import { isDatabaseUnavailable, isUnstorableValue } from '../database/errors'
import { UNSTORABLE_VALUE_MESSAGE } from '../server/client-errors'
import { errorBody } from '../server/refusals'

/**
 * Database failures answered for what they are, on every Payload route: the database out of reach is a 503 (try
 * again; a load balancer or CDN may retry elsewhere) rather than a 500, and a value PostgreSQL cannot take (a NUL
 * character, a malformed id, a number out of range) is the request's fault, a 400.
 */
export const databaseErrorStatus: AfterErrorHook = ({ error }) => {
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      response: errorBody([
        { message: 'The service is unavailable for a moment. Please try again shortly.' },
      ]),
    }
  if (isUnstorableValue(error))
    return {
      status: 400,
      response: errorBody([{ message: UNSTORABLE_VALUE_MESSAGE }]),
    }
}
