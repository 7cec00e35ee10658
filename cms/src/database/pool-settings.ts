import { z } from 'zod'

/** node-postgres's own default: today's pool size, kept unless a deployment chooses another. */
export const DEFAULT_POOL_MAX = 10
/**
 * node-postgres waits for a connection forever by default: an unreachable host then held every request for the
 * kernel's TCP timeout (minutes) instead of answering 503.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000

const whole = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)

const poolEnvironment = z.object({
  DATABASE_POOL_MAX: whole('DATABASE_POOL_MAX', 1).default(DEFAULT_POOL_MAX),
  DATABASE_CONNECT_TIMEOUT_MS: whole('DATABASE_CONNECT_TIMEOUT_MS', 1).default(DEFAULT_CONNECT_TIMEOUT_MS),
})

export type PoolSettings = { max: number; connectionTimeoutMillis: number }

/**
 * The connection pool's size and how long a query waits for a connection (a new one, or a free one from a full
 * pool) before it fails as "database unavailable", from DATABASE_POOL_MAX and DATABASE_CONNECT_TIMEOUT_MS. A value
 * that is not a positive whole number is refused, so a typo never means "no limit".
 */
export const poolSettings = (env: Partial<Record<string, string>>): PoolSettings => {
  const blank = (value: string | undefined) => (value?.trim() ? value : undefined)
  const parsed = poolEnvironment.safeParse({
    DATABASE_POOL_MAX: blank(env.DATABASE_POOL_MAX),
    DATABASE_CONNECT_TIMEOUT_MS: blank(env.DATABASE_CONNECT_TIMEOUT_MS),
  })
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '))
  return {
    max: parsed.data.DATABASE_POOL_MAX,
    connectionTimeoutMillis: parsed.data.DATABASE_CONNECT_TIMEOUT_MS,
  }
}
