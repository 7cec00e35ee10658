import fc from 'fast-check'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { poolOf } from '../src/database/pool'
import { createFuzzFixtures, type FuzzFixtures } from './quote-fuzz-fixtures'
import { isHoneypot, postCases, requestOf, type Outcome, type PostBody } from './post-quote-requests'
import { lengthOf, quoteRequestCase } from './quote-request-fuzz'
import { findBrokenLeads, type StoredLead } from './quote-request-rules'
import { startQuoteRequests } from './quote-requests'

/** What POST /api/quote-requests must do for any body, each checked over a whole run. */
export const PROPERTIES = {
  noServerError: 'never answers 5xx, nor drops the connection',
  answerShape: "answers JSON: 201 {id, status: 'received'} or 4xx {errors: [{message, field?}]}",
  validAccepted:
    'accepts every body the model allows (valid fields, a known ZIP code, contractors covering it)',
  invalidRefused:
    'refuses every body with a broken or hostile field, an unknown ZIP code or a contractor the model does not allow',
  retryReplayed: 'answers a retry of the same body with the first lead',
  reuseRefused: 'refuses a reused idempotency key with a different body with 422',
  acceptedStored: 'stores the lead each 201 names, under its idempotency key (a honeypot 201 stores nothing)',
  refusedNotStored: 'stores nothing for a refused body',
  rowsKeepRules:
    'stores no lead that breaks a rule: known ZIP code, consent, 1-3 referrals to active contractors offering the service and covering the ZIP code (or working elsewhere in its state, where none covers it)',
} as const
export type Property = keyof typeof PROPERTIES

export type Violation = {
  kind: string
  status: number
  answer: string
  body: string
  contentType?: string
  problem?: string
}
export type FuzzReport = {
  seed: number
  bodies: number
  concurrency: number
  seconds: number
  byStatus: Record<string, number>
  /** The first error's field of each 4xx answer ("-" when it names none). */
  byErrorField: Record<string, number>
  /** How the bodies were made, by the part of their kind before the colon. */
  byKind: Record<string, number>
  storedLeads: number
  /** How long 201 answers took: a body the database refuses must not hold up the others batched with it. */
  acceptedMs: { p50: number; p99: number; max: number }
  /** Errors the router logged (each a 503), by message. */
  loggedErrors: Record<string, number>
  violations: Record<Property, { count: number; examples: Violation[] }>
}

/** A logger for the router that counts its errors by message instead of printing each. */
const countingLogger = () => {
  const counts: Record<string, number> = {}
  return {
    counts,
    logger: {
      error: (object: unknown, message?: string) => {
        const cause = (object as { err?: { message?: string } } | null)?.err?.message
        const key = `${message ?? 'error'}: ${cause ?? String(object)}`.slice(0, 300)
        counts[key] = (counts[key] ?? 0) + 1
      },
    },
  }
}

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`

/**
 * The body for a report: every string over 60 characters shortened, so each field stays in view; lone surrogates
 * and NULs stay as the escapes JSON gives them. The run's seed reproduces the exact body.
 */
const preview = (body: string): string => {
  try {
    const shortened = JSON.stringify(JSON.parse(body), (_key, value: unknown) =>
      typeof value === 'string' && lengthOf(value) > 60
        ? `${[...value].slice(0, 40).join('')}… (${value.length} characters)`
        : value,
    )
    return clip(shortened, 1500)
  } catch {
    // Not JSON, or nested too deep to write back.
    return clip(body, 300)
  }
}

const violationOf = ({ sent, answer }: Outcome, problem?: string): Violation => ({
  kind: sent.kind,
  status: answer.status,
  answer: clip(answer.text, 200),
  body: preview(sent.body),
  ...(sent.contentType ? { contentType: sent.contentType } : {}),
  ...(problem ? { problem } : {}),
})

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const hasAnswerShape = ({ status, contentType, json }: Outcome['answer']): boolean => {
  if (!contentType.startsWith('application/json') || !isObject(json)) return false
  if (status === 201)
    return (
      Object.keys(json).length === 2 &&
      typeof json.id === 'string' &&
      UUID.test(json.id) &&
      json.status === 'received'
    )
  if (status < 400 || status > 499) return false
  const { errors } = json
  return (
    Object.keys(json).length === 1 &&
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (error) =>
        isObject(error) &&
        typeof error.message === 'string' &&
        error.message !== '' &&
        (error.field === undefined || typeof error.field === 'string') &&
        Object.keys(error).every((key) => key === 'message' || key === 'field'),
    )
  )
}

const idOf = (outcome: Outcome | undefined): unknown =>
  isObject(outcome?.answer.json) ? outcome.answer.json.id : undefined

const keyOf = (outcome: Outcome): string | null => {
  const key = requestOf(outcome.sent.body)?.idempotencyKey
  return typeof key === 'string' ? key : null
}

const isRefusal = (status: number) => status >= 400 && status <= 499

/** The violations each answer shows on its own, before the database is read. */
const answerViolations = (outcome: Outcome): [Property, Violation][] => {
  const { sent, answer } = outcome
  const found: [Property, Violation][] = []
  if (answer.status === 0 || answer.status >= 500) found.push(['noServerError', violationOf(outcome)])
  if (!hasAnswerShape(answer)) found.push(['answerShape', violationOf(outcome)])
  if (sent.kind === 'reuse-same') {
    if (answer.status !== 201 || idOf(outcome) !== idOf(outcome.original))
      found.push([
        'retryReplayed',
        violationOf(outcome, `the first answer was ${outcome.original?.answer.text}`),
      ])
  } else if (sent.kind === 'reuse-changed') {
    if (answer.status !== 422) found.push(['reuseRefused', violationOf(outcome)])
  } else if (sent.expect === 'accepted' && answer.status !== 201) {
    found.push(['validAccepted', violationOf(outcome)])
  } else if (sent.expect === 'refused' && !isRefusal(answer.status)) {
    found.push(['invalidRefused', violationOf(outcome)])
  }
  return found
}

/** The violations the stored leads show: what a 201 promised, what a refusal must not have left, and the matching rule. */
const storedViolations = (outcomes: Outcome[], leads: StoredLead[]): [Property, Violation][] => {
  const byKey = new Map(leads.map((lead) => [lead.idempotencyKey, lead]))
  const found: [Property, Violation][] = []
  for (const outcome of outcomes) {
    const key = keyOf(outcome)
    const lead = key === null ? undefined : byKey.get(key)
    const { status } = outcome.answer
    if (status === 201 && isHoneypot(outcome.sent.body)) {
      if (lead || leads.some((stored) => stored.id === idOf(outcome)))
        found.push(['acceptedStored', violationOf(outcome, 'a honeypot body was stored')])
    } else if (status === 201) {
      if (!lead || lead.id !== idOf(outcome))
        found.push(['acceptedStored', violationOf(outcome, `stored under its key: ${lead?.id ?? 'nothing'}`)])
    } else if (isRefusal(status) && !outcome.sent.kind.startsWith('reuse') && lead) {
      found.push(['refusedNotStored', violationOf(outcome, `stored as lead ${lead.id}`)])
    }
  }
  return found
}

/**
 * Generates `count` cases from `seed`, posts them `concurrency` at a time, then reads back every lead of the run's
 * services or keys; returns what it saw and every property violation, with a few examples of each (the first of
 * each kind of body), so one run shows all that fails rather than the first failure.
 */
const runQuoteRequestFuzz = async ({
  payload,
  pool,
  fixtures,
  post,
  count,
  seed,
  concurrency = 20,
  loggedErrors = {},
}: {
  payload: Payload
  pool: Pool
  fixtures: FuzzFixtures
  post: PostBody
  count: number
  seed: number
  concurrency?: number
  loggedErrors?: Record<string, number>
}): Promise<FuzzReport> => {
  const started = performance.now()
  const cases = fc.sample(quoteRequestCase(fixtures), { numRuns: count, seed })
  const { outcomes, byStatus } = await postCases(cases, post, { concurrency })
  const seconds = Math.round((performance.now() - started) / 100) / 10

  const idempotencyKeys = [
    ...new Set(outcomes.flatMap((outcome) => keyOf(outcome) ?? []).filter((key) => UUID.test(key))),
  ]
  const { leads, broken } = await findBrokenLeads(payload, pool, {
    serviceIds: [fixtures.service.id, fixtures.otherService.id],
    idempotencyKeys,
  })

  const found = [...outcomes.flatMap(answerViolations), ...storedViolations(outcomes, leads)]
  const storedBy = new Map<string | null, Outcome>()
  for (const outcome of outcomes) {
    const key = keyOf(outcome)
    if (outcome.answer.status === 201 && !storedBy.has(key)) storedBy.set(key, outcome)
  }
  for (const { lead, rule } of broken) {
    const outcome = storedBy.get(lead.idempotencyKey)
    found.push([
      'rowsKeepRules',
      outcome
        ? violationOf(outcome, `lead ${lead.id}: ${rule}`)
        : { kind: '?', status: 0, answer: '', body: '', problem: `lead ${lead.id}: ${rule}` },
    ])
  }

  const violations = Object.fromEntries(
    Object.keys(PROPERTIES).map((property) => [property, { count: 0, examples: [] as Violation[] }]),
  ) as FuzzReport['violations']
  for (const [property, violation] of found) {
    const entry = violations[property]
    entry.count += 1
    if (entry.examples.length < 6 && !entry.examples.some((example) => example.kind === violation.kind))
      entry.examples.push(violation)
  }

  const byErrorField: Record<string, number> = {}
  const byKind: Record<string, number> = {}
  for (const { sent, answer } of outcomes) {
    increment(byKind, sent.kind.split(':')[0] ?? sent.kind)
    if (!isRefusal(answer.status)) continue
    const errors = isObject(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : []
    const first: unknown = errors[0]
    increment(byErrorField, isObject(first) && typeof first.field === 'string' ? first.field : '-')
  }

  const acceptedMs = outcomes
    .filter(({ answer }) => answer.status === 201)
    .map(({ answer }) => answer.ms)
    .sort((a, b) => a - b)
  const percentile = (p: number) =>
    acceptedMs[Math.min(acceptedMs.length - 1, Math.floor(acceptedMs.length * p))] ?? 0

  return {
    seed,
    bodies: outcomes.length,
    concurrency,
    seconds,
    byStatus,
    byErrorField,
    byKind,
    storedLeads: leads.length,
    acceptedMs: { p50: percentile(0.5), p99: percentile(0.99), max: acceptedMs.at(-1) ?? 0 },
    loggedErrors,
    violations,
  }
}

/**
 * The whole fuzz run on a Payload of its own database: fixtures made for it, the server's quote router over real
 * HTTP with no rate limit (every body must reach the checks), `count` bodies posted `concurrency` at a time.
 */
export const fuzzQuoteEndpoint = async (
  payload: Payload,
  { count, seed, concurrency }: { count: number; seed: number; concurrency: number },
): Promise<FuzzReport> => {
  const fixtures = await createFuzzFixtures(payload)
  const { logger, counts: loggedErrors } = countingLogger()
  const endpoint = await startQuoteRequests(payload, poolOf(payload), { rateLimit: 0, logger })
  try {
    return await runQuoteRequestFuzz({
      payload,
      pool: poolOf(payload),
      fixtures,
      post: (body, options) => endpoint.post(body, options),
      count,
      seed,
      concurrency,
      loggedErrors,
    })
  } finally {
    await endpoint.close()
  }
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([, a], [, b]) => b - a)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ')

/** The report as lines to print: the counts, then each property with its examples. */
export const formatFuzzReport = (report: FuzzReport): string => {
  const lines = [
    `${report.bodies} bodies, ${report.concurrency} at a time, in ${report.seconds} s (seed ${report.seed}); ${report.storedLeads} leads stored`,
    `by status: ${counts(report.byStatus)}`,
    `201 answers took ${report.acceptedMs.p50} ms (median), ${report.acceptedMs.p99} ms (p99), ${report.acceptedMs.max} ms (max)`,
    `by first error field: ${counts(report.byErrorField)}`,
    `by kind of body: ${counts(report.byKind)}`,
  ]
  if (Object.keys(report.loggedErrors).length > 0) lines.push(`logged errors: ${counts(report.loggedErrors)}`)
  for (const [property, { count, examples }] of Object.entries(report.violations)) {
    lines.push(
      `${count === 0 ? 'ok  ' : 'FAIL'} ${PROPERTIES[property as Property]}${count ? ` (${count})` : ''}`,
    )
    for (const example of examples) lines.push(`       ${JSON.stringify(example)}`)
  }
  return lines.join('\n')
}

/** True when any property was violated. */
export const failed = (report: FuzzReport): boolean =>
  Object.values(report.violations).some(({ count }) => count > 0)
