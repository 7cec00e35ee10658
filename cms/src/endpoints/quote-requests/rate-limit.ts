/**
 * A fixed-window counter per client address, in this process's memory. With more than one server copy the
 * counters move to a shared store (DESIGN §10). QUOTE_RATE_LIMIT=0 turns it off (benchmarks).
 */
export const createRateLimiter = ({ limit, windowMs }: { limit: number; windowMs: number }) => {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    /** True when this request is within the limit (and counts it). */
    take: (key: string, now = Date.now()): boolean => {
      if (limit <= 0) return true
      const window = windows.get(key)
      if (!window || now - window.startedAt >= windowMs) {
        // Forget finished windows now and then, so the map cannot grow without bound.
        if (windows.size > 10_000) {
          for (const [address, old] of windows) if (now - old.startedAt >= windowMs) windows.delete(address)
        }
        windows.set(key, { startedAt: now, count: 1 })
        return true
      }
      window.count += 1
      return window.count <= limit
    },
  }
}
