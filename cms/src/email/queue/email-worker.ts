import type { Payload } from 'payload'

import { poolOf } from '../../database/pool'
import { claimEmails, deliverClaimed } from './deliver-email'
import { createEmailBoss } from './email-boss'

/** How long an idle worker waits before it asks for due jobs again. */
const IDLE_POLL_MS = 500

export type EmailWorker = {
  /** Stops claiming; the email being sent is finished (or given up after `ms`, to be taken back later). */
  stop: (ms?: number) => Promise<void>
}

/**
 * Sends the queued emails: `concurrency` loops, each claiming one job, sending it and marking it before the next,
 * and asking again at once while there is work. Any number of processes may run one (the web copies with JOBS on,
 * `npm run worker`): each job is claimed by one of them. The loops stay one email at a time so that a worker killed
 * mid-send leaves at most `concurrency` messages in flight, the ones that may go out twice.
 */
export const startEmailWorker = async (
  payload: Payload,
  { concurrency = 1 }: { concurrency?: number } = {},
): Promise<EmailWorker> => {
  const pool = poolOf(payload)
  // This process also takes part in the maintenance: taking back expired claims, archiving, deleting.
  const boss = createEmailBoss(pool, { supervise: true })
  boss.on('error', (error) => payload.logger.error({ msg: 'Email queue error', err: error }))
  await boss.start()

  let stopping = false
  const wakes = new Set<() => void>()
  const idle = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        wakes.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, IDLE_POLL_MS)
      wakes.add(wake)
    })

  // The database out of reach, most likely: said once when it starts and once when it ends, not every poll.
  let unreachable = false
  const loop = async () => {
    while (!stopping) {
      let claimed = false
      try {
        const [job] = await claimEmails(boss, 1)
        if (unreachable) payload.logger.info('Email queue: the database answers again')
        unreachable = false
        if (job) {
          claimed = true
          await deliverClaimed(boss, payload, pool, job)
        }
      } catch (error) {
        // The loop goes on; a claim it could not mark is taken back when it runs out.
        if (!unreachable)
          payload.logger.warn({ msg: 'Email queue: could not claim or mark a job', err: error })
        unreachable = true
      }
      if (!claimed && !stopping) await idle()
    }
  }
  const loops = Array.from({ length: concurrency }, loop)

  return {
    stop: async (ms = 10_000) => {
      stopping = true
      for (const wake of wakes) wake()
      await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, ms).unref())])
      await boss.stop({ graceful: false, close: false, wait: false })
    },
  }
}
