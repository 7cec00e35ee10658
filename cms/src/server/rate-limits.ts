import type { Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitDecision = {
  allowed: boolean
  retryAfterSeconds: number
  /** The key's attempts in the current window, this one included. */
  attempts: number
}

export type RateLimit = {
  /** Counts one attempt for the key; allowed while the key is within its limit. */
  take: (key: string) => Promise<RateLimitDecision>
  /** Gives one attempt back (a sign-in that succeeded). */
  giveBack: (key: string) => Promise<void>
  /** Forgets the key's attempts (an admin lifting an account's lock). */
  forget: (key: string) => Promise<void>
}

/** The table the counters live in (migration 20261124_012900_rate_limits). */
const TABLE = 'rate_limits'

const unlimited: RateLimit = {
  take: async () => ({ allowed: true, retryAfterSeconds: 0, attempts: 0 }),
  giveBack: async () => {},
  forget: async () => {},
}

/**
 * A fixed-window limit of `limit` attempts per key in `windowMs`, counted in PostgreSQL so that every server copy
 * counts together (with one copy, the same code and table). While the database is out of reach the counting goes
 * on in this process's memory rather than letting everything through. A limit of 0 turns it off (benchmarks).
 */
export const createRateLimit = ({
  pool,
  name,
  limit,
  windowMs,
}: {
  pool: Pool
  /** Keeps this limit's keys apart from the others' in the shared table. */
  name: string
  limit: number
  windowMs: number
}): RateLimit => {
  if (limit <= 0) return unlimited
  const options = { keyPrefix: name, points: limit, duration: Math.ceil(windowMs / 1000) }
  const limiter = new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: 'pool',
    tableName: TABLE,
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
  return {
    take: async (key) => {
      try {
        const result = await limiter.consume(key)
        return {
          allowed: true,
          retryAfterSeconds: Math.ceil(result.msBeforeNext / 1000),
          attempts: result.consumedPoints,
        }
      } catch (refusal) {
        // The library refuses with the counter's state, and fails with anything else.
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000),
          attempts: refusal.consumedPoints,
        }
      }
    },
    giveBack: async (key) => {
      await limiter.reward(key, 1)
    },
    forget: async (key) => {
      await limiter.delete(key)
    },
  }
}
