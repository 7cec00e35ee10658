/**
 * A steady stream of quote requests, `perSecond` of them, from up to `clients` homeowners at once, each retrying
 * its own request as the wizard would.
 */
export type LoadTally = {
  /** Distinct quote requests the server acknowledged (201), with the key and email each was sent with. */
  acknowledged: { key: string; email: string }[]
  /** Attempts answered with an error status (e.g. 500 or 503 while the database was away). */
  rejected: number
  /** Attempts that got no answer at all (connection refused or reset, or no answer within 10 s). */
  failed: number
  /** Requests given up on after retrying for a minute: these were never acknowledged, so nothing was promised. */
  abandoned: number
}

const RETRY_BUDGET_MS = 60_000
const ATTEMPT_TIMEOUT_MS = 10_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const startLoad = (
  url: string,
  {
    clients,
    perSecond,
    label,
    contractorIds,
  }: { clients: number; perSecond: number; label: string; contractorIds: string[] },
) => {
  const tally: LoadTally = { acknowledged: [], rejected: 0, failed: 0, abandoned: 0 }
  let stopping = false
  let counter = 0

  const submitOne = async () => {
    counter += 1
    const key = crypto.randomUUID()
    const email = `fault-${label}-${counter}-${key.slice(0, 8)}@example.com`
    const body = JSON.stringify({
      serviceSlug: 'kitchen-remodeling',
      zipCode: '33101',
      name: `Fault Run ${counter}`,
      email,
      phone: '(555) 010-1234',
      contactPref: 'email',
      description: 'Replace the cabinets and countertops in a 12x14 kitchen.',
      consent: true,
      contractorIds,
      idempotencyKey: key,
    })
    const started = Date.now()
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`${url}/api/quote-requests`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        })
        await response.arrayBuffer()
        if (response.status === 201 || response.status === 200) {
          tally.acknowledged.push({ key, email })
          return
        }
        tally.rejected += 1
        // A request the server refuses for what it says (4xx other than 429) would be refused again.
        if (response.status < 500 && response.status !== 429) return
      } catch {
        tally.failed += 1
      }
      if (Date.now() - started > RETRY_BUDGET_MS) {
        tally.abandoned += 1
        return
      }
      await sleep(Math.min(250 * 2 ** attempt, 2000))
    }
  }

  // Request n starts at n / perSecond seconds: a steady pace, kept up after a stall by as many clients as are free.
  const startedAt = Date.now()
  let scheduled = 0
  const loops = Array.from({ length: clients }, async () => {
    while (!stopping) {
      const due = startedAt + (scheduled * 1000) / perSecond
      scheduled += 1
      await sleep(due - Date.now())
      if (!stopping) await submitOne()
    }
  })
  return {
    tally,
    stop: async (): Promise<LoadTally> => {
      stopping = true
      await Promise.all(loops)
      return tally
    },
  }
}
