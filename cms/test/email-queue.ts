import type PgBoss from 'pg-boss'
import { createLocalReq, type Payload } from 'payload'

import { poolOf } from '../src/database/pool'
import {
  deliverClaimed,
  claimEmails,
  type ClaimedEmail,
  type Delivery,
} from '../src/email/queue/deliver-email'
import { createEmailBoss } from '../src/email/queue/email-boss'
import { queueEmails } from '../src/email/queue/queue-emails'
import { EMAIL_QUEUE, QUEUE_SCHEMA, type EmailJob, type EmailJobType } from '../src/email/queue/email-jobs'

const bosses = new WeakMap<Payload, Promise<PgBoss>>()

/** The queue as a test drives it: no worker and no maintenance running, only what the test asks for. */
export const testBoss = (payload: Payload): Promise<PgBoss> => {
  let boss = bosses.get(payload)
  if (!boss) {
    boss = (async () => {
      const started = createEmailBoss(poolOf(payload))
      await started.start()
      return started
    })()
    bosses.set(payload, boss)
  }
  return boss
}

/** Sends the emails due now, once each (a failed one is not retried until the next call), as a worker would. */
export const runEmailQueue = async (payload: Payload, limit = 100): Promise<Delivery[]> => {
  const boss = await testBoss(payload)
  const deliveries: Delivery[] = []
  for (const job of await claimEmails(boss, limit)) {
    deliveries.push(await deliverClaimed(boss, payload, poolOf(payload), job))
  }
  return deliveries
}

/** Empties the queue, so a test sees only the jobs it makes (other files queue emails they never send). */
export const clearEmailJobs = async (payload: Payload): Promise<void> => {
  await poolOf(payload).query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [EMAIL_QUEUE])
}

export type EmailJobRow = {
  id: string
  data: EmailJob
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'
  startAfter: Date
  retryCount: number
  output: { to?: string; message?: string } | null
}

/** The email jobs of one type (or all), oldest first. */
export const emailJobs = async (payload: Payload, type?: EmailJobType): Promise<EmailJobRow[]> => {
  const { rows } = await poolOf(payload).query<EmailJobRow>(
    `SELECT id, data, state, start_after AS "startAfter", retry_count AS "retryCount", output
     FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND ($2::text IS NULL OR data->>'type' = $2)
     ORDER BY created_on, id`,
    [EMAIL_QUEUE, type ?? null],
  )
  return rows
}

/** The jobs not yet sent nor given up. */
export const pendingEmailJobs = async (payload: Payload, type?: EmailJobType): Promise<EmailJobRow[]> =>
  (await emailJobs(payload, type)).filter((job) => job.state === 'created' || job.state === 'retry')

/** Queues emails as the product's own code does, outside any transaction. */
export const queueEmail = async (payload: Payload, ...jobs: EmailJob[]): Promise<void> =>
  queueEmails(await createLocalReq({}, payload), jobs)

/** Makes the waiting jobs of a type due now (a reminder, rather than in a day). */
export const makeDueNow = async (payload: Payload, type: EmailJobType): Promise<void> => {
  await poolOf(payload).query(
    `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second'
     WHERE name = $1 AND data->>'type' = $2 AND state IN ('created', 'retry')`,
    [EMAIL_QUEUE, type],
  )
}

/** Claims one job by its id (as a worker's claim would) and sends it: for a test that must send this one alone. */
export const runEmailJob = async (payload: Payload, id: string): Promise<Delivery> => {
  const pool = poolOf(payload)
  const { rows } = await pool.query<ClaimedEmail>(
    `UPDATE ${QUEUE_SCHEMA}.job SET state = 'active', started_on = now()
     WHERE name = $1 AND id = $2 AND state IN ('created', 'retry')
     RETURNING id, data, started_on AS "startedOn"`,
    [EMAIL_QUEUE, id],
  )
  if (!rows[0]) throw new Error(`email job ${id} is not waiting`)
  return deliverClaimed(await testBoss(payload), payload, pool, rows[0])
}
