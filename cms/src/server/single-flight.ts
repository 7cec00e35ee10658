/**
 * Work asked for under a key while the same key's work is under way joins that work instead of starting its own:
 * a flood of requests for a page nobody has rendered yet (a restart, a content change) renders it once.
 */
export const singleFlight = <T>() => {
  const running = new Map<string, Promise<T>>()
  return (key: string, work: () => Promise<T>): { result: Promise<T>; joined: boolean } => {
    const pending = running.get(key)
    if (pending) return { result: pending, joined: true }
    const result = work().finally(() => running.delete(key))
    running.set(key, result)
    return { result, joined: false }
  }
}
