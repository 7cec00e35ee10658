import type { Config } from 'payload'
import { defaultLoggerOptions } from 'payload'

import { isDatabaseUnavailable, isUnstorableValue } from '../database/errors'

/** What a request is told when it holds a value the database cannot take (SQLSTATE class 22). */
export const UNSTORABLE_VALUE_MESSAGE = 'The request holds a value that cannot be stored or searched for.'

/**
 * The status and message of an error that is the request's fault (4xx), or undefined for the server's own: a value
 * the database refused, or an error carrying a 4xx status (Payload's refusals, body parsing).
 */
export const clientErrorOf = (error: unknown): { status: number; message: string } | undefined => {
  if (isDatabaseUnavailable(error)) return undefined
  if (isUnstorableValue(error)) return { status: 400, message: UNSTORABLE_VALUE_MESSAGE }
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500
    ? { status, message: typeof message === 'string' ? message : 'Refused' }
    : undefined
}

type LoggerConfig = Extract<NonNullable<Config['logger']>, { options: unknown }>

/** pino's number for the error level. */
const ERROR_LEVEL = 50

/**
 * Payload's logger, in Payload's own format, with one change: an error that is the request's fault is one line at
 * info (status and message), however Payload ranks it. Payload picks the level by the error's class name alone, so
 * a refused `where`, a 409 of ours or a NUL in a query (with its SQL) was logged at error with its stack, and a
 * stranger's bad requests filled the error log.
 */
export const payloadLogger: LoggerConfig = {
  options: {
    hooks: {
      logMethod(args, method, level) {
        const [first] = args as unknown[]
        const error = first && typeof first === 'object' && 'err' in first ? first.err : undefined
        const client = level >= ERROR_LEVEL ? clientErrorOf(error) : undefined
        if (client) this.info(`${client.status} ${client.message}`)
        else method.apply(this, args)
      },
    },
  },
  destination: defaultLoggerOptions,
}
