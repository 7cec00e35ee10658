import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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

/** How many exports hold a cursor open in the database now. */
const reading = async () =>
  (
    await poolOf(payload).query<{ open: number }>(
      `SELECT count(*)::int AS open FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
         AND query LIKE '%rows_out%'`,
    )
  ).rows[0]!.open

/** Leads straight into the table: thousands through the Local API one by one would take a test's whole budget. */
const insertLeads = (tag: string, count: number) =>
  payload.db.drizzle.execute(sql`
    INSERT INTO leads (service_id, zip_code, name, email, phone, contact_pref, description, consent, idempotency_key)
    SELECT ${service.id}::uuid, '33101', ${tag} || ' ' || g, 'bulk@example.com', '(555) 010-5555', 'email',
      'Bulk export lead.', true, ${tag} || '-' || g
    FROM generate_series(1, ${count}) AS g
  `)

beforeAll(async () => {
  payload = await testPayload()
  service = await createService(payload, 'Export Service')
  for (const role of ['staff', 'editor', 'admin'] as const)
    tokens[role] = await signInToken(payload, await createUser(payload, role))
})

// The bulk leads go as they came, in one statement: the files after this one that clear every lead through the
// Local API (a lead at a time, with its hooks) would spend minutes on them.
afterAll(async () => {
  await payload.db.drizzle.execute(sql`DELETE FROM leads WHERE email = 'bulk@example.com'`)
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

  it('neutralises values a spreadsheet would run as formulas, leaves phone numbers as stored, and quotes commas and quotes', async () => {
    const tag = unique('formula')
    const hostile = [
      { name: `=HYPERLINK("evil","${tag}")`, phone: '+1 (555) 010-4444' },
      { name: `+${tag} plus`, phone: '(555) 010-4444' },
      { name: `-${tag} minus`, phone: '(555) 010-4444' },
      { name: `@${tag} at, "quoted"`, phone: '(555) 010-4444' },
    ]
    const created: Lead[] = []
    for (const lead of hostile) created.push(await makeLead(lead))
    // A phone typed before numbers were checked stays in the table as it was typed, and may start like a formula.
    await poolOf(payload).query(`UPDATE leads SET phone = '-5550104444 ext 1' WHERE id = $1`, [
      created[1]!.id,
    ])

    const response = await exportCsv(`?search=${encodeURIComponent(tag)}`, tokens.staff)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
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
    // A phone number can run nothing: a tool reads it as stored (E.164), with no apostrophe.
    expect(text).toContain(',+15550104444,')
    expect(text).toContain(",'-5550104444 ext 1,")
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
        phone: `(555) ${line.slice(0, 3)}-${line.slice(3)}`,
      }),
      await makeLead({ name: `${tag} Bob`, status: 'new', email: `bob.${tag}@example.net` }),
      await makeLead({ name: `${tag} Cy 50%`, status: 'quoted' }),
    ]
    await payload.update({
      collection: 'leads',
      id: leads[1]!.id,
      data: { deletionRequestedAt: new Date().toISOString() },
    })
    // Needs attention: Ann's request, nobody working it; Cy's too, but Cy hired someone since.
    for (const lead of [leads[0]!, leads[2]!])
      await payload.update({
        collection: 'leads',
        id: lead.id,
        data: { needsAttentionSince: new Date().toISOString() },
      })
    await payload.update({ collection: 'leads', id: leads[2]!.id, data: { status: 'hired' } })
    const filters: LeadFilter[] = [
      { search: tag },
      { search: tag.toUpperCase(), status: 'quoted' },
      { search: `${line.slice(0, 3)}-${line.slice(3)}` },
      { search: `555${line}` },
      { search: `bob.${tag}@EXAMPLE` },
      { search: `${tag} Cy 50%` },
      { search: tag, flag: 'deletion-requested' },
      { search: tag, flag: 'needs-attention' },
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
    const attention = await payload.find({
      collection: 'leads',
      where: leadFilterWhere({ search: tag, flag: 'needs-attention' }) as Where,
      limit: 100,
      depth: 0,
    })
    expect(attention.docs.map((lead) => lead.name).sort()).toEqual([`${tag} Ann`, `${tag} Bob`])
  })

  it('streams from a cursor: the first bytes of 10,000 leads arrive while the rest are still unread, then all of them', async () => {
    const tag = unique('many')
    const count = 10_000
    await insertLeads(tag, count)
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

const exportXlsx = (query: string, token?: string) =>
  rest(`/api/admin/leads/export.xlsx${query}`, asUser(token))

/** The workbook's one sheet, read back with the library that wrote it. */
const sheetOf = async (response: Response): Promise<ExcelJS.Worksheet> => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await response.arrayBuffer())
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Leads'])
  return workbook.worksheets[0]!
}

const HEADER = [
  'Date',
  'Service',
  'ZIP Code',
  'Name',
  'Email',
  'Phone',
  'Status',
  'Contact Preference',
  'Budget',
  'Timeframe',
  'Description',
  'Lead ID',
]

describe('GET /api/admin/leads/export.xlsx', () => {
  it('is for staff and admins only, as a dated Excel download that no cache keeps', async () => {
    expect((await exportXlsx('')).status).toBe(401)
    expect((await exportXlsx('', tokens.editor)).status).toBe(403)
    for (const token of [tokens.staff, tokens.admin]) {
      const response = await exportXlsx('', token)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      )
      expect(response.headers.get('cache-control')).toBe('no-store')
      await response.body!.cancel()
    }
  })

  it('keeps a ZIP code, a phone number and what a homeowner typed as text cells, formulas included, and the date as a date', async () => {
    const tag = unique('sheet')
    const lead = await makeLead({
      name: `=HYPERLINK("evil","${tag}")`,
      zipCode: '07102',
      phone: '+1 (973) 555-0100',
      email: `-${tag}@example.com`,
      description: `@SUM(A1:A9) and +1+cmd|' /C calc'!A0 ${tag}`,
    })

    const response = await exportXlsx(`?search=${encodeURIComponent(tag)}`, tokens.staff)
    expect(response.status).toBe(200)
    const sheet = await sheetOf(response)
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER])
    expect(sheet.rowCount).toBe(2)
    const row = sheet.getRow(2)
    const cell = (header: string) => row.getCell(HEADER.indexOf(header) + 1)

    const typed: [string, string][] = [
      ['ZIP Code', '07102'],
      ['Phone', '+19735550100'],
      ['Name', `=HYPERLINK("evil","${tag}")`],
      ['Email', `-${tag}@example.com`],
      ['Description', `@SUM(A1:A9) and +1+cmd|' /C calc'!A0 ${tag}`],
      ['Service', 'Export Service'],
      ['Status', 'new'],
      ['Lead ID', lead.id],
    ]
    for (const [header, value] of typed) {
      // A string cell holding exactly what was typed: no formula, no apostrophe, no number.
      expect(cell(header).type, header).toBe(ExcelJS.ValueType.String)
      expect(cell(header).value, header).toBe(value)
      // Excel's Text format, so the cell stays text when someone edits it.
      expect(cell(header).numFmt, header).toBe('@')
    }
    expect(cell('Budget').type).toBe(ExcelJS.ValueType.Null)
    expect(cell('Date').type).toBe(ExcelJS.ValueType.Date)
    expect(cell('Date').value).toEqual(new Date(lead.createdAt))
    expect(cell('Date').numFmt).toBe('yyyy-mm-dd hh:mm:ss "UTC"')
  })

  it('exports the same leads in the same order as the CSV, for the same filter', async () => {
    const tag = unique('both')
    await makeLead({ name: `${tag} Ann`, status: 'quoted' })
    await makeLead({ name: `${tag} Bob`, status: 'new' })
    await makeLead({ name: `${tag} Cy`, status: 'quoted' })

    for (const query of [`?search=${tag}`, `?search=${tag}&status=quoted&service=${service.id}`]) {
      const csvIds = records(await (await exportCsv(query, tokens.staff)).text())
        .slice(1)
        .map((row) => row.split(',').at(-1))
      const sheet = await sheetOf(await exportXlsx(query, tokens.staff))
      const sheetIds = sheet
        .getColumn(HEADER.length)
        .values.slice(2)
        .map((value) => String(value))
      expect(sheetIds, query).toEqual(csvIds)
      expect(sheetIds.length, query).toBeGreaterThan(0)
    }
  })

  it('answers 400 with field messages for a filter it cannot read', async () => {
    const response = await exportXlsx('?flag=archived', tokens.staff)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ field: 'flag', message: 'Choose which leads to show' }],
    })
  })

  it('streams 10,000 leads from a cursor, and a dropped download gives the cursor back', async () => {
    const tag = unique('sheetmany')
    const count = 10_000
    await insertLeads(tag, count)

    const dropped = await exportXlsx(`?search=${tag}`, tokens.staff)
    const reader = dropped.body!.getReader()
    // An .xlsx is a ZIP file: its first bytes are on their way while the cursor still has rows to give.
    const first = (await reader.read()).value!
    expect(Buffer.from(first.subarray(0, 2)).toString('latin1')).toBe('PK')
    expect(await reading()).toBe(1)
    await reader.cancel()
    expect(await reading()).toBe(0)

    const sheet = await sheetOf(await exportXlsx(`?search=${tag}`, tokens.staff))
    expect(sheet.rowCount).toBe(count + 1)
    const names = new Set(sheet.getColumn(HEADER.indexOf('Name') + 1).values.slice(2))
    expect(names.size).toBe(count)
    expect(await reading()).toBe(0)
  })
})
