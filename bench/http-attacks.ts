/**
 * Hostile requests at a running server on this machine, as a scanner sends them: deep and unbounded reads of every
 * collection (depth 0-20; limits 0, -1, huge, not numbers; pagination off), odd paths (`//x`, `%00`, `..`), request
 * lines in absolute form, and odd or huge headers. Each is sent as raw bytes on its own connection, so nothing in
 * between tidies it up. Counts the answers by status, the 5xx, and the successful answers over the read caps.
 */
import net from 'node:net'

import { MAX_READ_DEPTH, READ_LIMITS } from '../cms/src/hooks/refuseUnboundedReads'

/** The most a read may answer: about a megabyte (the largest list at the anonymous cap and depth 2). */
export const MAX_ANSWER_BYTES = 1_200_000
const ANSWER_TIMEOUT_MS = 30_000

const COLLECTIONS = [
  'services',
  'contractors',
  'city-pages',
  'cost-guides',
  'articles',
  'media',
  'leads',
  'referrals',
  'users',
  'payload-preferences',
  'payload-locked-documents',
  'globals/site-settings',
  'globals/home-page',
]
const LIMITS = [
  '0',
  '-1',
  '1',
  '12',
  '100',
  '101',
  '500',
  '501',
  '100000',
  '1e3',
  'abc',
  '',
  '5.5',
  '9'.repeat(30),
]
const ODD_PATHS = [
  '//x',
  '//evil.example/services/roofing',
  '/services/%00',
  '/api/services/%00',
  '/api/%00',
  '/api/../api/services',
  '/api/services/..%2f..%2fusers',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api/services?where[slug][equals]=%ED%A0%80',
  '/api/services?depth[]=1&limit[$gt]=5',
  '/api/contractors/versions',
  '/api/globals/site-settings/versions',
  `/api/services?${'where[or][0][slug][equals]=x&'.repeat(200)}limit=10`,
  `/${'a/'.repeat(2000)}`,
]

export type Attack = { name: string; raw: string; signedIn: boolean; cap?: number }

type Rng = () => number
/** A small seeded generator (mulberry32), so a run can be replayed with the same seed. */
export const seededRandom = (seed: number): Rng => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

const request = (target: string, host: string, headers: string[] = []): string =>
  [`GET ${target} HTTP/1.1`, `Host: ${host}`, 'Connection: close', ...headers, '', ''].join('\r\n')

/** `count` reads of random collections, depths, limits and pages, then every odd path and header once. */
export const attacks = ({
  count,
  seed,
  host,
  token,
}: {
  count: number
  seed: number
  host: string
  token: string
}): Attack[] => {
  const rng = seededRandom(seed)
  const list: Attack[] = []
  for (let i = 0; i < count; i += 1) {
    const collection = pick(rng, COLLECTIONS)
    const params = [`depth=${Math.floor(rng() * 21)}`]
    if (rng() < 0.8) params.push(`limit=${encodeURIComponent(pick(rng, LIMITS))}`)
    if (rng() < 0.2) params.push(`page=${pick(rng, ['0', '-1', '2', '99999999999', 'x'])}`)
    if (rng() < 0.2) params.push('pagination=false')
    const signedIn = rng() < 0.3
    const target = `/api/${collection}?${params.join('&')}`
    list.push({
      name: `${signedIn ? 'staff' : 'anonymous'} ${target}`,
      raw: request(target, host, signedIn ? [`Authorization: JWT ${token}`] : []),
      signedIn,
      cap: signedIn ? READ_LIMITS.signedIn : READ_LIMITS.anonymous,
    })
  }
  for (const path of ODD_PATHS)
    list.push({ name: `path ${path.slice(0, 80)}`, raw: request(path, host), signedIn: false })
  for (const target of [
    'http://evil.example/services/roofing',
    'http://evil.example/admin',
    '*',
    'evil.example:80',
  ])
    list.push({ name: `absolute-form ${target}`, raw: request(target, host), signedIn: false })
  const headerAttacks: [string, string[]][] = [
    ['a forged Host', ['X-Forwarded-Host: evil.example']],
    ['a huge cookie', [`Cookie: payload-token=${'x'.repeat(20_000)}`]],
    ['a forged session cookie', ['Cookie: payload-token=not-a-token']],
    ['a huge If-None-Match', [`If-None-Match: "${'y'.repeat(8_000)}"`]],
    ['a header with a NUL-like escape', ['Accept-Language: %00\\u0000']],
    ['many headers', Array.from({ length: 150 }, (_, i) => `X-Fuzz-${i}: ${i}`)],
    ['an odd Accept-Encoding', ['Accept-Encoding: br;q=abc, *;q=2, gzip;q=-1']],
    ['a GET with a body', ['Content-Length: 5', 'Content-Type: application/json']],
    ['a garbage X-Forwarded-For', ['X-Forwarded-For: ::::, 999.1.1.1, <script>']],
  ]
  for (const [name, headers] of headerAttacks)
    for (const path of ['/', '/api/services?limit=12&depth=0'])
      list.push({ name: `${name} on ${path}`, raw: request(path, host, headers), signedIn: false })
  list.push({
    name: 'no Host header',
    raw: ['GET /api/services HTTP/1.1', 'Connection: close', '', ''].join('\r\n'),
    signedIn: false,
  })
  return list
}

type Answer = { status: number; bytes: number; body: Buffer; ms: number }

/** One request as raw bytes on a connection of its own; the answer's status, body and time. */
const send = (port: number, raw: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const chunks: Buffer[] = []
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy(new Error('no answer in time')))
    // Written, not ended: a client that half-closes its side first has its slower answers dropped by Node.
    socket.on('connect', () => socket.write(raw.includes('Content-Length: 5') ? `${raw}{"a":` : raw))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const all = Buffer.concat(chunks)
      const headerEnd = all.indexOf('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(all.subarray(0, 20).toString())?.[1] ?? 0)
      const body = headerEnd === -1 ? Buffer.alloc(0) : all.subarray(headerEnd + 4)
      resolve({ status, bytes: body.length, body, ms: performance.now() - started })
    })
  })

/** The documents a successful list answers with, if it is one (a chunked body is read as it is). */
const docsIn = (body: Buffer): number | undefined => {
  const match = /"docs":\[/.exec(body.toString('latin1', 0, 200))
  if (!match) return undefined
  try {
    const start = body.indexOf('{')
    const end = body.lastIndexOf('}')
    return ((JSON.parse(body.subarray(start, end + 1).toString()) as { docs: unknown[] }).docs ?? []).length
  } catch {
    return undefined
  }
}

export type AttackReport = {
  requests: number
  seconds: number
  byStatus: Record<string, number>
  /** Answers of 500 or more. */
  serverErrors: string[]
  /** Successful answers over a cap: more bytes than MAX_ANSWER_BYTES, or more documents than the caller's limit. */
  overCaps: string[]
  /** Requests that got no answer at all. */
  unanswered: string[]
  largestBytes: number
  slowestMs: number
  slowest: string
  /** The slowest successful read of the API, of all reads measured on this machine. */
  slowestReadMs: number
  slowestRead: string
}

export const runAttacks = async (port: number, list: Attack[], concurrency = 4): Promise<AttackReport> => {
  const report: AttackReport = {
    requests: list.length,
    seconds: 0,
    byStatus: {},
    serverErrors: [],
    overCaps: [],
    unanswered: [],
    largestBytes: 0,
    slowestMs: 0,
    slowest: '',
    slowestReadMs: 0,
    slowestRead: '',
  }
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < list.length) {
      const attack = list[next++]!
      let answer: Answer
      try {
        answer = await send(port, attack.raw)
      } catch (error) {
        report.unanswered.push(`${attack.name}: ${(error as Error).message}`)
        continue
      }
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1
      if (answer.status >= 500 || answer.status === 0)
        report.serverErrors.push(`${answer.status} ${attack.name}`)
      const docs = answer.status === 200 ? docsIn(answer.body) : undefined
      if (
        answer.status === 200 &&
        (answer.bytes > MAX_ANSWER_BYTES ||
          (docs !== undefined && attack.cap !== undefined && docs > attack.cap))
      )
        report.overCaps.push(`${attack.name}: ${answer.bytes} bytes, ${docs ?? '?'} documents`)
      report.largestBytes = Math.max(report.largestBytes, answer.status === 200 ? answer.bytes : 0)
      if (answer.status === 200 && attack.cap !== undefined && answer.ms > report.slowestReadMs) {
        report.slowestReadMs = Math.round(answer.ms)
        report.slowestRead = attack.name.slice(0, 120)
      }
      if (answer.ms > report.slowestMs) {
        report.slowestMs = Math.round(answer.ms)
        report.slowest = attack.name.slice(0, 120)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  report.seconds = Math.round(performance.now() - started) / 1000
  return report
}

export const formatAttackReport = (report: AttackReport): string =>
  [
    `${report.requests} hostile requests in ${report.seconds} s; depth cap ${MAX_READ_DEPTH}, limit caps ${READ_LIMITS.anonymous} anonymous and ${READ_LIMITS.signedIn} signed in`,
    `by status: ${Object.entries(report.byStatus)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ')}`,
    `largest successful answer ${report.largestBytes} bytes; slowest answer ${report.slowestMs} ms (${report.slowest}); ` +
      `slowest successful read ${report.slowestReadMs} ms (${report.slowestRead})`,
    `${report.overCaps.length === 0 ? 'ok  ' : 'FAIL'} answers over the caps: ${report.overCaps.length}`,
    ...report.overCaps.slice(0, 5).map((line) => `       ${line}`),
    `${report.serverErrors.length === 0 ? 'ok  ' : 'FAIL'} 5xx answers: ${report.serverErrors.length}`,
    ...report.serverErrors.slice(0, 5).map((line) => `       ${line}`),
    `${report.unanswered.length === 0 ? 'ok  ' : 'FAIL'} requests without an answer: ${report.unanswered.length}`,
    ...report.unanswered.slice(0, 5).map((line) => `       ${line}`),
  ].join('\n')

export const attacksFailed = (report: AttackReport): boolean =>
  report.overCaps.length + report.serverErrors.length + report.unanswered.length > 0
