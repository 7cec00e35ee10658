import type { Configuration } from '../runtime/config'

export type PoolSettings = { max: number; connectionTimeoutMillis: number }

/**
 * The connection pool's size and how long a query waits for a connection (a new one, or a free one from a full
 * pool) before it fails as "database unavailable". node-postgres waits forever by default: an unreachable host then
 * held every request for the kernel's TCP timeout (minutes) instead of answering 503, hence a bound by default.
 */
export const poolSettings = ({
  DATABASE_POOL_MAX,
  DATABASE_CONNECT_TIMEOUT_MS,
}: Pick<Configuration, 'DATABASE_POOL_MAX' | 'DATABASE_CONNECT_TIMEOUT_MS'>): PoolSettings => ({
  max: DATABASE_POOL_MAX,
  connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
})
