import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { leadFilterToParams, leadFilterWhere, type LeadFilter } from '../contracts/lead-filter'
import { poolOf } from '../database/pool'
import type { Lead, Service } from '../payload-types'
import { createService, createUser, signInToken, testPayload, unique } from '../../test/payload'
import { asUser, rest } from '../../test/rest'

let payload: Payload
let service: Service
const tokens: Partial<Record<'staff' | 'editor' | 'admin', string>> = {}

const makeLead = (data: Partial<Lead> & { name: string }) =>
  payload.create({
    collection: 'leads',
    data: {
      service: service.id,
      zipCode: '33101',
      email: `${unique('export')}@example.com`,
      phone: '(555) 010-3333',
      contactPref: 'email',
      description: 'A lead made by the export test.',
      consent: true,
      status: 'new',
      idempotencyKey: crypto.randomUUID(),
      ...data,
    },
  })

const exportCsv = (query: string, token?: string) => rest(`/api/admin/leads/export${query}`, asUser(token))

/** The CSV's records, split the way a spreadsheet would (the test's values hold no line breaks). */
const records = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'Export Service')
  for (const role of ['staff', 'editor', 'admin'] as const)
    tokens[role] = await signInToken(payload, await createUser(payload, role))
})

describe('GET /api/admin/leads/export', () => {
  it('is for staff and admins only', async () => {
    expect((await exportCsv('')).status).toBe(401)
    expect((await exportCsv('', tokens.editor)).status).toBe(403)
    for (const token of [tokens.staff, tokens.admin]) {
      const response = await exportCsv('', token)
      expect(response.status).toBe(200)
      // Not read: dropping the download closes its cursor and gives the connection back.
      await response.body!.cancel()
    }
  })

  it('neutralises values a spreadsheet would run as formulas and quotes commas and quotes', async () => {
    const tag = unique('formula')
    const hostile = [
      { name: `=HYPERLINK("evil","${tag}")`, phone: '+1 (555) 010-4444' },
      { name: `+${tag} plus`, phone: '-5550104444 ext 1' },
      { name: `-${tag} minus`, phone: '(555) 010-4444' },
      { name: `@${tag} at, "quoted"`, phone: '(555) 010-4444' },
    ]
    for (const lead of hostile) await makeLead(lead)

    const response = await exportCsv(`?search=${encodeURIComponent(tag)}`, tokens.staff)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = records(await response.text())
    expect(header).toBe(
      'Date,Service,ZIP Code,Name,Email,Phone,Status,Contact Preference,Budget,Timeframe,Description,Lead ID',
    )
    expect(rows).toHaveLength(4)
    const text = rows.join('\n')
    expect(text).toContain(`"'=HYPERLINK(""evil"",""${tag}"")"`)
    expect(text).toContain(`,'+${tag} plus,`)
    expect(text).toContain(`,'-${tag} minus,`)
    expect(text).toContain(`,"'@${tag} at, ""quoted""",`)
    expect(text).toContain(`,'+1 (555) 010-4444,`)
    expect(text).toContain(`,'-5550104444 ext 1,`)
    // No cell of the file begins with a formula character.
    for (const row of rows) expect(row.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false)
  })

  it('exports exactly the leads of the filter, newest first, with the service by name', async () => {
    const tag = unique('filter')
    const older = await makeLead({ name: `${tag} Older`, status: 'quoted' })
    const newer = await makeLead({ name: `${tag} Newer`, status: 'quoted' })
    await makeLead({ name: `${tag} Other status`, status: 'spam' })

    const response = await exportCsv(`?status=quoted&service=${service.id}&search=${tag}`, tokens.admin)
    const rows = records(await response.text()).slice(1)
    expect(rows.map((row) => row.split(',').at(-1))).toEqual([newer.id, older.id])
    expect(rows[0]).toContain(`,Export Service,33101,${tag} Newer,`)
    expect(rows[0]).toContain(',quoted,email,')
  })

  it('answers 400 with field messages for a filter it cannot read', async () => {
    const response = await exportCsv('?status=archived&service=kitchen', tokens.staff)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [
        { field: 'status', message: 'Choose a lead status' },
        { field: 'service', message: 'Choose a service' },
      ],
    })
  })

  it('exports the same leads as the table finds, for every kind of filter', async () => {
    const tag = unique('same')
    const line = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
    const leads = [
      await makeLead({
        name: `${tag} Ann`,
        status: 'quoted',
        phone: `(305) ${line.slice(0, 3)}-${line.slice(3)}`,
      }),
      await makeLead({ name: `${tag} Bob`, status: 'new', email: `bob.${tag}@example.net` }),
      await makeLead({ name: `${tag} Cy 50%`, status: 'quoted' }),
    ]
    await payload.update({
      collection: 'leads',
      id: leads[1]!.id,
      data: { deletionRequestedAt: new Date().toISOString() },
    })
    const filters: LeadFilter[] = [
      { search: tag },
      { search: tag.toUpperCase(), status: 'quoted' },
      { search: `${line.slice(0, 3)}-${line.slice(3)}` },
      { search: `305${line}` },
      { search: `bob.${tag}@EXAMPLE` },
      { search: `${tag} Cy 50%` },
      { search: tag, flag: 'deletion-requested' },
      { search: tag, service: service.id, status: 'new' },
      { search: `${tag} nobody` },
    ]
    for (const filter of filters) {
      const { docs } = await payload.find({
        collection: 'leads',
        where: leadFilterWhere(filter) as Where,
        sort: '-createdAt',
        limit: 100,
        depth: 0,
      })
      const csv = await (await exportCsv(`?${leadFilterToParams(filter)}`, tokens.staff)).text()
      const exported = records(csv)
        .slice(1)
        .map((row) => row.split(',').at(-1))
      expect(exported, JSON.stringify(filter)).toEqual(docs.map((lead) => lead.id))
    }
  })

  it('streams from a cursor: the first bytes of 10,000 leads arrive while the rest are still unread, then all of them', async () => {
    const tag = unique('many')
    const count = 10_000
    // Straight into the table: 10,000 leads through the Local API one by one would take the test's whole budget.
    await payload.db.drizzle.execute(sql`
      INSERT INTO leads (service_id, zip_code, name, email, phone, contact_pref, description, consent, idempotency_key)
      SELECT ${service.id}::uuid, '33101', ${tag} || ' ' || g, 'bulk@example.com', '(555) 010-5555', 'email',
        'Bulk export lead.', true, ${tag} || '-' || g
      FROM generate_series(1, ${count}) AS g
    `)
    const response = await exportCsv(`?search=${tag}`, tokens.staff)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    let csv = decoder.decode((await reader.read()).value, { stream: true })
    expect(csv.startsWith('\uFEFFDate,Service')).toBe(true)
    csv += decoder.decode((await reader.read()).value, { stream: true })
    // The first rows are here ...
    expect(records(csv).length).toBeGreaterThan(1)
    expect(records(csv).length).toBeLessThan(count)

    // ... while the export's own connection still holds its cursor open, the rest unread.
    const reading = async () =>
      (
        await poolOf(payload).query<{ open: number }>(
          `SELECT count(*)::int AS open FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
             AND query LIKE '%rows_out%'`,
        )
      ).rows[0]!.open
    expect(await reading()).toBe(1)

    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      csv += decoder.decode(chunk.value, { stream: true })
    const names = new Set(
      records(csv)
        .slice(1)
        .map((row) => row.split(',')[3]),
    )
    expect(names.size).toBe(count)
    // Read to the end, the cursor is closed and its connection is back in the pool.
    expect(await reading()).toBe(0)
  })
})
