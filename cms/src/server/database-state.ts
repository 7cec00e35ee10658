/** How long /readyz waits for the database before calling it unavailable: well under a health check's timeout. */
const PROBE_MS = 2000

export type DatabaseState = 'available' | 'unavailable'

/**
 * Whether the database answers a query (`ask`) within `timeoutMs`. Reported beside readiness, never folded into
 * it: a copy serves its cached pages and assets through an outage, so it must keep its traffic.
 */
export const databaseState = async (
  ask: () => Promise<unknown>,
  timeoutMs = PROBE_MS,
): Promise<DatabaseState> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), timeoutMs)
  })
  try {
    return await Promise.race([
      ask().then(
        (): DatabaseState => 'available',
        (): DatabaseState => 'unavailable',
      ),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}
