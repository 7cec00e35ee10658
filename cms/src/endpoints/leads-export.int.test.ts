import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

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
    expect((await exportCsv('', tokens.staff)).status).toBe(200)
    expect((await exportCsv('', tokens.admin)).status).toBe(200)
  })

  it('neutralises values a spreadsheet would run as formulas and quotes commas and quotes', async () => {
    const tag = unique('formula')
    const hostile = [
      { name: `=HYPERLINK("http://evil.example","${tag}")`, phone: '+1 (555) 010-4444' },
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
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`)
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

  it('streams every lead when there are more than one batch', async () => {
    const tag = unique('many')
    const count = 1005
    const rows = Array.from({ length: count }, (_, index) => ({
      name: `${tag} ${index}`,
      idempotencyKey: crypto.randomUUID(),
    }))
    // Straight into the table: 1,005 leads through the Local API one by one would take the test's whole budget.
    const recordset = JSON.stringify(rows.map((row) => ({ name: row.name, key: row.idempotencyKey })))
    await payload.db.drizzle.execute(sql`
      INSERT INTO leads (service_id, zip_code, name, email, phone, contact_pref, description, consent, idempotency_key)
      SELECT ${service.id}::uuid, '33101', r.name, 'bulk@example.com', '(555) 010-5555', 'email', 'Bulk export lead.', true, r.key
      FROM json_to_recordset(${recordset}::json) AS r(name text, key text)
    `)
    const csv = await (await exportCsv(`?search=${tag}`, tokens.staff)).text()
    const names = new Set(
      records(csv)
        .slice(1)
        .map((row) => row.split(',')[3]),
    )
    expect(names.size).toBe(count)
  })
})
