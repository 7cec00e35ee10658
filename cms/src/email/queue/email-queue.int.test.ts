import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { clearEmailJobs, emailJobs, queueEmail, runEmailQueue, testBoss } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import { createContractorUser, createService, testPayload, unique } from '../../../test/payload'
import { poolOf } from '../../database/pool'
import { insertEmailJobs } from '../../database/queries/insert-email-jobs'
import { renderSql } from '../../database/queries/render-sql'
import type { Contractor } from '../../payload-types'
import { claimEmails, deliverClaimed } from './deliver-email'
import { createEmailBoss, installEmailQueue } from './email-boss'
import { EMAIL_QUEUE, QUEUE_SCHEMA, RETRY_LIMIT } from './email-jobs'
import { startEmailWorker } from './email-worker'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let contractor: Contractor

/** An invitation to a new contractor account: an email whose job names only the account. */
const queueInvitation = async () => {
  const account = await createContractorUser(payload, contractor.id)
  await queueEmail(payload, { type: 'invite', userId: account.id })
  return account.email
}

const invitationsTo = (address: string) =>
  mail.received.filter(
    (message) => message.to.includes(address) && /contractor account$/.test(message.subject),
  )

/** Moves a job's claim back in time, as if its worker had been gone this long. */
const ageClaim = async (id: string, seconds: number) => {
  await poolOf(payload).query(
    `UPDATE ${QUEUE_SCHEMA}.job SET started_on = started_on - make_interval(secs => $3) WHERE name = $1 AND id = $2`,
    [EMAIL_QUEUE, id, seconds],
  )
}

beforeAll(async () => {
  payload = await testPayload()
  await clearEmailJobs(payload)
  const service = await createService(payload, 'Queue Test Service')
  contractor = await payload.create({
    collection: 'contractors',
    data: {
      name: 'Queue Test Pros',
      slug: unique('queue-pro'),
      description: 'Receives invitations.',
      services: [service.id],
      states: ['FL'],
      reviewsCount: 0,
      contact: { email: `${unique('queue-office')}@example.com` },
    },
  })
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
})

// Each test sees only its own jobs.
beforeEach(() => clearEmailJobs(payload))

afterAll(async () => {
  await clearEmailJobs(payload)
  await mail?.close()
})

describe('the email queue', () => {
  it('queues an email once however often it is asked for: its key makes its id', async () => {
    const referralId = crypto.randomUUID()
    await queueEmail(payload, { type: 'referral', referralId, kind: 'accepted' })
    await queueEmail(payload, { type: 'referral', referralId, kind: 'accepted' })
    await queueEmail(payload, { type: 'referral', referralId, kind: 'quoted' })
    const jobs = (await emailJobs(payload, 'referral')).filter(
      (job) => job.data.type === 'referral' && job.data.referralId === referralId,
    )
    expect(jobs.map((job) => job.data.type === 'referral' && job.data.kind).sort()).toEqual([
      'accepted',
      'quoted',
    ])
  })

  it('never gives two workers the same job', async () => {
    for (let i = 0; i < 20; i += 1) await queueEmail(payload, { type: 'invite', userId: crypto.randomUUID() })
    const other = createEmailBoss(poolOf(payload))
    await other.start()
    try {
      const [first, second] = await Promise.all([
        claimEmails(await testBoss(payload), 12),
        claimEmails(other, 12),
      ])
      const ids = [...first, ...second].map((job) => job.id)
      expect(ids).toHaveLength(20)
      expect(new Set(ids).size).toBe(20)
    } finally {
      await other.stop({ graceful: false, close: false, wait: false })
    }
  })

  it('takes back the job of a worker that died once its claim runs out, and sends it then', async () => {
    const to = await queueInvitation()
    const boss = await testBoss(payload)
    // A worker claims it and dies before sending: nothing else may send it while the claim stands.
    const [claimed] = await claimEmails(boss, 1)
    expect(claimed?.data).toMatchObject({ type: 'invite' })
    await boss.maintain()
    expect(await runEmailQueue(payload)).toEqual([])

    await ageClaim(claimed!.id, 3600)
    await boss.maintain()
    const [taken] = await emailJobs(payload, 'invite')
    expect(taken).toMatchObject({ state: 'retry', retryCount: 0 })
    const delivered = mail.waitForMail(mail.received.length + 1)
    expect(await runEmailQueue(payload)).toEqual(['sent'])
    await delivered
    expect(invitationsTo(to)).toHaveLength(1)
  })

  it('leaves alone a job whose claim ran out while its worker was paused, so it is sent once', async () => {
    const to = await queueInvitation()
    const boss = await testBoss(payload)
    const [paused] = await claimEmails(boss, 1)
    // The worker stops (SIGSTOP) past its claim; the job is taken back and another worker sends it.
    await ageClaim(paused!.id, 3600)
    await boss.maintain()
    const delivered = mail.waitForMail(mail.received.length + 1)
    expect(await runEmailQueue(payload)).toEqual(['sent'])
    await delivered
    // The paused worker resumes with its old claim, and does not send the email again.
    expect(await deliverClaimed(boss, payload, poolOf(payload), paused!)).toBe('taken back')
    expect(invitationsTo(to)).toHaveLength(1)
  })

  it('does not start a send with less than half of its claim left', async () => {
    const to = await queueInvitation()
    const boss = await testBoss(payload)
    const [late] = await claimEmails(boss, 1)
    const [{ claimSeconds }] = (
      await poolOf(payload).query<{ claimSeconds: number }>(
        `SELECT extract(epoch FROM expire_in)::int AS "claimSeconds" FROM ${QUEUE_SCHEMA}.job WHERE id = $1`,
        [late!.id],
      )
    ).rows as [{ claimSeconds: number }]
    await ageClaim(late!.id, claimSeconds / 2 + 1)
    expect(await deliverClaimed(boss, payload, poolOf(payload), late!)).toBe('taken back')
    expect(invitationsTo(to)).toHaveLength(0)
  })

  it('retries a failed email after a backoff that doubles, up to its last attempt', async () => {
    const pool = poolOf(payload)
    const key = `backoff:${crypto.randomUUID()}`
    const data = { type: 'invite', userId: crypto.randomUUID() }
    const insert = renderSql(
      insertEmailJobs(sql`SELECT ${key}::text, ${JSON.stringify(data)}::jsonb, NULL::timestamptz`, {
        claimSeconds: 60,
        retryDelaySeconds: 2,
      }),
    )
    await pool.query(insert.sql, insert.params)
    const boss = await testBoss(payload)
    const waits: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [job] = await claimEmails(boss, 1)
      // Failed as a send error fails it.
      await boss.fail(EMAIL_QUEUE, job!.id, { message: 'mail server down' })
      const { rows } = await pool.query<{ wait: number; state: string }>(
        `SELECT extract(epoch FROM start_after - now()) AS wait, state FROM ${QUEUE_SCHEMA}.job WHERE id = $1`,
        [job!.id],
      )
      expect(rows[0]?.state).toBe('retry')
      waits.push(Number(rows[0]?.wait))
      await pool.query(`UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() WHERE id = $1`, [job!.id])
    }
    // The nth retry waits between 2·2ⁿ and twice that (pg-boss spreads retries at random within the range).
    waits.forEach((wait, n) => {
      expect(wait).toBeGreaterThanOrEqual(2 * 2 ** n - 0.5)
      expect(wait).toBeLessThanOrEqual(2 * 2 ** (n + 1) + 0.5)
    })
    // Three attempts: the two after the first count as retries.
    const [job] = await emailJobs(payload, 'invite')
    expect(job).toMatchObject({ retryCount: 2 })
    const { rows } = await pool.query<{ retry_limit: number }>(
      `SELECT retry_limit FROM ${QUEUE_SCHEMA}.job WHERE id = $1`,
      [job!.id],
    )
    expect(rows[0]?.retry_limit).toBe(RETRY_LIMIT)
  })

  it('is sent by a running worker, which finishes its email when stopped', async () => {
    const addresses = [await queueInvitation(), await queueInvitation(), await queueInvitation()]
    const delivered = mail.waitForMail(mail.received.length + addresses.length)
    const worker = await startEmailWorker(payload, { concurrency: 2 })
    try {
      await delivered
    } finally {
      await worker.stop()
    }
    for (const address of addresses) expect(invitationsTo(address)).toHaveLength(1)
    expect((await emailJobs(payload, 'invite')).map((job) => job.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ])
  })

  it('is installed by the release step, again without harm, with our indexes on its tables', async () => {
    await installEmailQueue(poolOf(payload))
    const { rows } = await poolOf(payload).query<{ name: string }>(
      `SELECT name FROM ${QUEUE_SCHEMA}.queue WHERE name = $1`,
      [EMAIL_QUEUE],
    )
    expect(rows).toEqual([{ name: EMAIL_QUEUE }])
    const { rows: indexes } = await poolOf(payload).query<{ indexname: string }>(
      'SELECT indexname FROM pg_indexes WHERE schemaname = $1',
      [QUEUE_SCHEMA],
    )
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining([
        'job_email_leadid',
        'job_email_referralid',
        'archive_email_leadid',
        'archive_email_referralid',
        'job_claimed',
        'job_finished',
        'job_waiting_kept',
      ]),
    )
  })
})
