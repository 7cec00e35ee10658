import { readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'

import ExcelJS from 'exceljs'
import pg from 'pg'

import { leadFilterWhere } from '../cms/src/contracts/lead-filter'
import { LEAD_STATUSES } from '../cms/src/contracts/lead-options'
import { embeddedDatabaseUrl } from '../cms/src/database/embedded-address'
import { locationPageSearchWhere } from '../frontend/src/features/admin/utils/location-page-search'
import { percentile, round } from './stats'

export type QueryTiming = {
  name: string
  path: string
  samples: number
  p50Ms: number
  p95Ms: number
  bytes: number
}
/** A whole export read as a browser downloads it, and the server's memory while it ran. */
export type ExportResult = {
  format: ExportFormat
  rows: number
  megabytes: number
  seconds: number
  rowsPerSecond: number
  firstByteMs: number
  serverRssBeforeMb: number
  serverRssPeakMb: number
}
export type DatabaseResult = {
  leads: number
  referrals: number
  loadSeconds: number
  timings: QueryTiming[]
  /** The CSV export, then the Excel one. */
  exports: ExportResult[]
}

/**
 * Loads `count` leads straight into the table (spread over 90 days, every status and service, one referral each),
 * the way a busy year would leave it; then ANALYZE, as autovacuum would soon after.
 */
export const loadLeads = async (databaseUrl: string, count: number) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO leads (service_id, zip_code, name, email, phone, phone_digits, contact_pref, description, consent,
                          status, idempotency_key, created_at, updated_at)
       SELECT s.ids[1 + g % array_length(s.ids, 1)], lpad((10000 + g % 89999)::text, 5, '0'), 'Bench Lead ' || g,
              'bench' || g || '@example.com', '(555) 010-' || lpad((g % 10000)::text, 4, '0'),
              '555010' || lpad((g % 10000)::text, 4, '0'), 'email',
              'A benchmark lead with a description long enough to be realistic.', true,
              ($2::enum_leads_status[])[1 + g % array_length($2::enum_leads_status[], 1)],
              'bench-' || g, now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second', now()
       FROM generate_series(1, $1::int) AS g, (SELECT array_agg(id) AS ids FROM services) AS s`,
      // Every status the product has, from its contract: a status list of the bench's own fell behind once.
      [count, LEAD_STATUSES],
    )
    await client.query(
      `INSERT INTO referrals (lead_id, contractor_id, status, created_at, updated_at)
       SELECT l.id, c.ids[1 + (abs(hashtext(l.id::text)) % array_length(c.ids, 1))], 'sent', l.created_at, now()
       FROM leads l, (SELECT array_agg(id) AS ids FROM contractors) AS c
       WHERE l.idempotency_key LIKE 'bench-%'`,
    )
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}

const time = async (url: string, headers: Record<string, string>, samples: number) => {
  const durations: number[] = []
  let bytes = 0
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const body = await response.arrayBuffer()
    durations.push(performance.now() - started)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    bytes = body.byteLength
  }
  return { p50Ms: round(percentile(durations, 50)), p95Ms: round(percentile(durations, 95)), bytes }
}

const where = (value: unknown) => encodeURIComponent(JSON.stringify(value))

/** The dashboard's lead searches (the table's own `where`): part of a name, of an email, and a phone's digits. */
export const SEARCHES = [
  { name: 'leads, search: part of a name', search: 'Lead 4242' },
  { name: 'leads, search: part of an email', search: 'bench7311@' },
  { name: 'leads, search: phone digits', search: '0104242' },
]

/** A process's resident memory now, in MB (Linux). */
const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024
}

export type ExportFormat = 'CSV' | 'Excel'

const EXPORT_PATHS: Record<ExportFormat, string> = {
  CSV: '/api/admin/leads/export',
  Excel: '/api/admin/leads/export.xlsx',
}

/** The rows of a downloaded file, after its header: lines of the CSV, rows of the workbook read back with exceljs. */
const rowsOf = async (format: ExportFormat, chunks: Uint8Array[]): Promise<number> => {
  if (format === 'CSV') {
    let lines = 0
    for (const chunk of chunks) for (const byte of chunk) if (byte === 10) lines += 1
    // One line per lead (the bench's descriptions hold no line breaks).
    return lines - 1
  }
  let rows = 0
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks), {})
  for await (const sheet of reader) for await (const _row of sheet) rows += 1
  return rows - 1
}

/**
 * Downloads every lead in a format, timing the download alone, while the server's memory is sampled every 20 ms: a
 * streamed export keeps it flat whatever the number of leads.
 */
export const measureExport = async (
  baseUrl: string,
  headers: Record<string, string>,
  serverPid: number,
  format: ExportFormat,
): Promise<ExportResult> => {
  const before = await rssMb(serverPid)
  let peak = before
  const sampler = setInterval(() => {
    void rssMb(serverPid).then((mb) => (peak = Math.max(peak, mb)))
  }, 20)
  const chunks: Uint8Array[] = []
  let seconds: number
  let firstByteMs: number | undefined
  try {
    const started = performance.now()
    const response = await fetch(`${baseUrl}${EXPORT_PATHS[format]}`, { headers })
    if (!response.ok || !response.body) throw new Error(`the ${format} export answered ${response.status}`)
    const reader = response.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      firstByteMs ??= performance.now() - started
      chunks.push(chunk.value)
    }
    seconds = (performance.now() - started) / 1000
  } finally {
    clearInterval(sampler)
  }
  const rows = await rowsOf(format, chunks)
  return {
    format,
    rows,
    megabytes: round(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0) / 2 ** 20),
    seconds: round(seconds),
    rowsPerSecond: Math.round(rows / seconds),
    firstByteMs: round(firstByteMs ?? Number.NaN),
    serverRssBeforeMb: Math.round(before),
    serverRssPeakMb: Math.round(peak),
  }
}

/** The dashboard's own requests, timed end to end over HTTP with 100,000 leads in the table. */
export const measureDatabase = async (
  baseUrl: string,
  postgresPort: number,
  token: string,
  serverPid: number,
  count = 100_000,
): Promise<DatabaseResult> => {
  const started = performance.now()
  await loadLeads(embeddedDatabaseUrl(postgresPort), count)
  const loadSeconds = round((performance.now() - started) / 1000)
  const headers = { Authorization: `JWT ${token}` }
  const queries: { name: string; path: string; samples: number }[] = [
    { name: 'leads, first page', path: '/api/leads?depth=0&limit=25&sort=-createdAt', samples: 20 },
    { name: 'leads, page 2,000', path: '/api/leads?depth=0&limit=25&page=2000&sort=-createdAt', samples: 10 },
    {
      name: 'leads, status filter',
      path: `/api/leads?depth=0&limit=25&sort=-createdAt&where=${where({ and: [{ status: { equals: 'quoted' } }] })}`,
      samples: 20,
    },
    ...SEARCHES.map(({ name, search }) => ({
      name,
      path: `/api/leads?depth=0&limit=25&sort=-createdAt&where=${where(leadFilterWhere({ search }))}`,
      samples: 20,
    })),
    {
      name: 'contractors, search (panel)',
      path: `/api/contractors?depth=0&limit=10&where=${where({ or: [{ name: { contains: 'roof' } }, { cities: { contains: 'roof' } }] })}`,
      samples: 20,
    },
    {
      name: 'location pages, search',
      path: `/api/city-pages?depth=0&limit=25&where=${where(locationPageSearchWhere('miami kitchen'))}`,
      samples: 20,
    },
    { name: 'analytics', path: '/api/admin/analytics', samples: 20 },
    { name: 'leads per day', path: '/api/admin/leads-per-day', samples: 20 },
  ]
  const timings: QueryTiming[] = []
  for (const query of queries) {
    timings.push({ ...query, ...(await time(`${baseUrl}${query.path}`, headers, query.samples)) })
  }
  const analytics = (await (await fetch(`${baseUrl}/api/admin/analytics`, { headers })).json()) as {
    totalLeads: number
    totalReferrals: number
  }
  return {
    leads: analytics.totalLeads,
    referrals: analytics.totalReferrals,
    loadSeconds,
    timings,
    exports: [
      await measureExport(baseUrl, headers, serverPid, 'CSV'),
      await measureExport(baseUrl, headers, serverPid, 'Excel'),
    ],
  }
}
