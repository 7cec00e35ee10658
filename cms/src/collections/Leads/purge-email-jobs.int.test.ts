import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail, runEmailQueue } from '../../../test/email-queue'
import { startMailCatcher } from '../../../test/mail-catcher'
import { createService, createUser, testPayload, unique } from '../../../test/payload'
import { startQuoteRequests } from '../../../test/quote-requests'
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../../email/queue/email-jobs'
import type { User } from '../../payload-types'
import { giveCurrentChecks } from '../../../test/credentials'

let payload: Payload
let admin: User
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let serviceSlug: string
let contractorId: string

/** A homeowner's request through the quote endpoint, its emails sent; answers the lead's id. */
const submitAndMail = async (email: string): Promise<string> => {
  const endpoint = await startQuoteRequests(payload)
  const response = await endpoint.post({
    serviceSlug,
    zipCode: '33101',
    name: 'Purged Homeowner',
    email,
    phone: '(555) 010-6060',
    contactPref: 'email',
    description: 'Fix the gutters before the storms.',
    consent: true,
    contractorIds: [contractorId],
    idempotencyKey: crypto.randomUUID(),
  })
  await endpoint.close()
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  // A withdrawal's email too, queued by id of the referral rather than of the lead.
  const { docs } = await payload.find({ collection: 'referrals', where: { lead: { equals: id } }, depth: 0 })
  await queueEmail(payload, { type: 'referral', referralId: docs[0]!.id, kind: 'withdrawn' })
  await runEmailQueue(payload)
  return id
}

/**
 * The email jobs about a lead, in the queue or its archive: their data names it or one of its referrals (while
 * those exist).
 */
const jobsOf = async (leadId: string): Promise<string[]> => {
  const { rows } = await payload.db.drizzle.execute<{ id: string }>(sql`
    SELECT id FROM (
      SELECT id, name, data FROM ${sql.raw(QUEUE_SCHEMA)}.job
      UNION ALL SELECT id, name, data FROM ${sql.raw(QUEUE_SCHEMA)}.archive
    ) AS jobs
    WHERE name = ${EMAIL_QUEUE} AND (data->>'leadId' = ${leadId}
      OR data->>'referralId' IN (SELECT id::text FROM referrals WHERE lead_id = ${leadId}))
    ORDER BY id`)
  return rows.map((row) => row.id)
}

/**
 * What is left of these jobs, in the queue or its archive (where completed jobs go, with the address they were sent
 * to), and of any job holding this address.
 */
const leftOf = async (jobs: string[], email: string): Promise<number> => {
  const { rows } = await payload.db.drizzle.execute<{ count: string }>(sql`
    SELECT (SELECT count(*) FROM ${sql.raw(QUEUE_SCHEMA)}.job
        WHERE id::text = ANY(string_to_array(${jobs.join(',')}, ',')) OR output::text LIKE ${`%${email}%`})
      + (SELECT count(*) FROM ${sql.raw(QUEUE_SCHEMA)}.archive
        WHERE id::text = ANY(string_to_array(${jobs.join(',')}, ',')) OR output::text LIKE ${`%${email}%`}) AS count`)
  return Number(rows[0]?.count)
}

/** Moves the completed jobs to the archive now, as the queue's maintenance does an hour after completion. */
const archiveCompleted = async () => {
  await payload.db.drizzle.execute(sql`
    WITH moved AS (
      DELETE FROM ${sql.raw(QUEUE_SCHEMA)}.job WHERE name = ${EMAIL_QUEUE} AND state = 'completed' RETURNING *)
    INSERT INTO ${sql.raw(QUEUE_SCHEMA)}.archive SELECT *, now() FROM moved`)
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  const service = await createService(payload, 'Gutter Repair')
  serviceSlug = service.slug
  contractorId = (
    await payload.create({
      collection: 'contractors',
      data: {
        name: 'Purge Gutters',
        slug: unique('purge'),
        description: 'Fixes gutters.',
        services: [service.id],
        states: ['FL'],
        reviewsCount: 0,
        contact: { email: `${unique('gutters')}@example.com` },
      },
    })
  ).id
  await giveCurrentChecks(payload, contractorId)
  mail = await startMailCatcher(Number(new URL(process.env.SMTP_URL!).port))
})

afterAll(async () => {
  await mail?.close()
})

describe('deleting a lead', () => {
  it('removes its email jobs, waiting, sent or archived with its address, and keeps other leads’', async () => {
    const email = `${unique('purged')}@example.com`
    const leadId = await submitAndMail(email)
    const otherEmail = `${unique('kept')}@example.com`
    const otherLeadId = await submitAndMail(otherEmail)
    // Sent (the confirmation, the notification, the withdrawal's) and waiting (the reminder, the check for an
    // acceptance).
    const jobs = await jobsOf(leadId)
    expect(jobs).toHaveLength(5)
    // The sent ones archived, as an hour after they were sent; the waiting ones still in the queue's table.
    await archiveCompleted()
    const otherJobs = await jobsOf(otherLeadId)
    expect(await leftOf(jobs, email)).toBe(5)

    await payload.delete({ collection: 'leads', id: leadId, overrideAccess: false, user: admin })

    expect(await leftOf(jobs, email)).toBe(0)
    expect(await jobsOf(otherLeadId)).toEqual(otherJobs)
    expect(await leftOf(otherJobs, otherEmail)).toBe(5)
  })

  it('keeps the jobs when the deletion is rolled back, since they go in its transaction', async () => {
    const email = `${unique('rolled-back')}@example.com`
    const leadId = await submitAndMail(email)
    const jobs = await jobsOf(leadId)
    const before = await leftOf(jobs, email)

    const req = await createLocalReq({ user: admin }, payload)
    await initTransaction(req)
    await payload.delete({ collection: 'leads', id: leadId, overrideAccess: false, user: admin, req })
    await killTransaction(req)
    expect(await leftOf(jobs, email)).toBe(before)

    const committed = await createLocalReq({ user: admin }, payload)
    await initTransaction(committed)
    await payload.delete({
      collection: 'leads',
      id: leadId,
      overrideAccess: false,
      user: admin,
      req: committed,
    })
    await commitTransaction(committed)
    expect(await leftOf(jobs, email)).toBe(0)
  })
})
