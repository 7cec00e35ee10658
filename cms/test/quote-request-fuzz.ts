import fc from 'fast-check'

import { BUDGET_RANGES, CONTACT_PREFERENCES, TIMEFRAMES } from '../src/contracts/lead-options'
import { isPlainName, quoteRequestSchema } from '../src/contracts/quote-request'
import { areaOfZip } from '../src/matching/zip-area'
import type { Service } from '../src/payload-types'
import { MAX_BODY_BYTES } from '../src/server/body-limit'
import type { FuzzFixtures } from './quote-fuzz-fixtures'
import { allowedContractorIds } from './quote-request-rules'

/** What the model makes of a body: stored and 201, refused with a 4xx, or either where it does not say. */
export type Expectation = 'accepted' | 'refused' | 'either'

/** A body sent as is. `kind` says how it was made ("broken:zipCode", "surrogate:name"), for counts and reports. */
export type BodyCase = { kind: string; expect: Expectation; body: string; contentType?: string }

/**
 * An earlier accepted body's idempotency key again, sent once that body has been answered: the same body (a retry),
 * or the body with another name. Which earlier body (`pick`, from 0 to 1) is settled when it is sent; `fallback`, a
 * valid body, goes instead while none has been accepted yet, so a run always sends as many bodies as it generated.
 */
export type ReuseCase = {
  kind: 'reuse-same' | 'reuse-changed'
  pick: number
  name: string
  fallback: BodyCase
}

export type FuzzCase = BodyCase | ReuseCase

type Body = Record<string, unknown>

// Matched one UTF-16 unit at a time, without the u flag, so a lone surrogate is seen as one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/

/** Text PostgreSQL can store: no NUL character and no half of a surrogate pair. */
const storable = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text)

const NAMES = [
  'Dana Homeowner',
  'José Núñez',
  'Zoë O’Brien 👩🏽‍🔧',
  'דנה כהן',
  'محمد العلي',
  '李小龙',
  'Ελένη Παπαδοπούλου',
  'Nguyễn Văn An',
  'Ana\u200fMaría',
  '🏠🏠',
  "Robert'); DROP TABLE leads;--",
]
const PHONES = [
  '(555) 010-7788',
  '+1 555 010 7788',
  '555.010.7788',
  '5550107788',
  '(305) 555-0142',
  '+1 416 555 0199',
]
const DESCRIPTIONS = [
  'Replace cabinets, counters and the sink in a galley kitchen.',
  'שיפוץ מטבח מלא כולל ארונות חדשים 🛠️',
  'تجديد المطبخ بالكامل مع خزائن جديدة',
  'Roof leak over the garage 💧💧 needs a look before the rain.',
  'Bathroom: tile, tub and fan. <script>alert(1)</script>',
  '   Paint three bedrooms; ceilings too.   ',
  '{"$where": "1 == 1"} and a new fence, please',
]
const UTM = ['newsletter', 'spring-sale', 'גוגל', '🔥deal🔥', '', "' OR 1=1 --"]

/** Lengths as the schema counts them (zod counts code points, so an emoji is one character, not two). */
export const lengthOf = (text: string) => [...text].length

/** Text whose trimmed length is within bounds: a realistic sample, or any well-formed characters at all. */
const validText = (min: number, max: number, samples: string[]) =>
  fc
    .oneof(
      fc.constantFrom(...samples),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) }),
      fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 60) }),
    )
    .filter((text) => storable(text) && lengthOf(text.trim()) >= min && lengthOf(text) <= max)

/**
 * A North American number, written the ways people write one: seven random digits in the fictional area code 555,
 * where every line is a number, and real numbers the metadata knows.
 */
const phone = fc.oneof(
  fc.constantFrom(...PHONES),
  fc
    .tuple(
      fc.stringMatching(/^\d{3}$/),
      fc.stringMatching(/^\d{4}$/),
      fc.constantFrom(
        (line: string, rest: string) => `(555) ${line}-${rest}`,
        (line: string, rest: string) => `555.${line}.${rest}`,
        (line: string, rest: string) => `+1 555 ${line} ${rest}`,
        (line: string, rest: string) => `1-555-${line}-${rest}`,
        (line: string, rest: string) => ` 555${line}${rest} `,
      ),
    )
    .map(([line, rest, write]) => write(line, rest)),
)

/** A name the wizard accepts: random text too, less what reads as more than a name (a line break, a link). */
const validName = validText(2, 200, NAMES).filter((name) => isPlainName(name.trim()))

const description = fc.oneof(
  { weight: 9, arbitrary: validText(10, 5000, DESCRIPTIONS) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 4000, max: 5000 })
      .map((length) => 'Tiles, grout and a new vanity. '.repeat(200).slice(0, length)),
  },
)

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,11}(?:[.+_-][a-z0-9]{1,8})?$/),
    fc.constantFrom('example.com', 'mail.example.org', 'example.co.uk'),
  )
  .map(([local, domain]) => `${local}@${domain}`)

const attribution = fc.record(
  {
    utmSource: validText(0, 200, UTM),
    utmMedium: validText(0, 200, UTM),
    utmCampaign: validText(0, 200, UTM),
    utmTerm: validText(0, 200, UTM),
    utmContent: validText(0, 200, UTM),
    referrer: fc.webUrl().filter((url) => url.length <= 2000),
    page: fc.constantFrom('/quotes/details', '/services/kitchen?utm_source=x', '/quotes/details#ünïcode'),
  },
  { requiredKeys: [] },
)

// A unique key per body: fast-check's bias towards small values would otherwise make keys collide.
const idempotencyKey = fc.noBias(fc.uuid({ version: 4 }))

const KNOWN_ZIPS = ['33101', '32801', '33602', '85001', '78701', '75201', '10001', '60601', '98101']
/** Not in the ZIP data, or in it for a place that is no state: Puerto Rico, Guam, an overseas military post. */
const UNKNOWN_ZIPS = ['00000', '99999', '00601', '96910', '09001']
const anyZip = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_ZIPS) },
  { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_ZIPS) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')) },
)

/** Whitespace the schema trims away, now and then. */
const padding = fc.constantFrom('', '', '', '', '', ' ', '\t', '\n ')

type Placement = { serviceSlug: string; zipCode: string; contractorIds: string[]; refusal: string | null }

/** Why the model refuses these contractors for this service and ZIP code, or null when it does not. */
const refusalOf = (fixtures: FuzzFixtures, service: Service, zip: string, ids: string[]): string | null => {
  if (!areaOfZip(zip)) return 'unknown-zip'
  const allowed = allowedContractorIds(fixtures.contractors, service.id, zip)
  for (const id of ids) {
    if (allowed.has(id)) continue
    const contractor = fixtures.contractors.find((candidate) => candidate.id === id)
    if (!contractor?.isActive) return 'inactive-contractor'
    if (!contractor.verified) return 'unchecked-contractor'
    const offered = contractor.services.map((item) => (typeof item === 'string' ? item : item.id))
    if (!offered.includes(service.id)) return 'contractor-without-service'
    return 'contractor-not-covering'
  }
  return null
}

/**
 * Service, ZIP code and contractors. With `allowedOnly`, contractors the select step would offer for a ZIP code the
 * data knows; otherwise any ZIP code and any of the run's contractors, which the model may or may not allow.
 */
const placement = (fixtures: FuzzFixtures, { allowedOnly }: { allowedOnly: boolean }) =>
  fc
    .record({
      service: fc.constantFrom(fixtures.service, fixtures.service, fixtures.service, fixtures.otherService),
      zip: allowedOnly ? anyZip.filter((zip) => areaOfZip(zip) !== null) : anyZip,
    })
    // A valid body needs someone to choose: no one may be chosen in a state where no contractor of the service works.
    .filter(
      ({ service, zip }) =>
        !allowedOnly || allowedContractorIds(fixtures.contractors, service.id, zip).size > 0,
    )
    .chain(({ service, zip }): fc.Arbitrary<Placement> => {
      const choices = allowedOnly
        ? [...allowedContractorIds(fixtures.contractors, service.id, zip)]
        : fixtures.contractors.map((contractor) => contractor.id)
      return fc
        .shuffledSubarray(choices, { minLength: 1, maxLength: Math.min(3, choices.length) })
        .map((ids) => ({
          serviceSlug: service.slug,
          zipCode: zip,
          contractorIds: ids,
          refusal: refusalOf(fixtures, service, zip, ids),
        }))
    })

/** A body the wizard could send, and why the model refuses it (null: it must be accepted). */
const wizardBody = (fixtures: FuzzFixtures, { allowedOnly }: { allowedOnly: boolean }) =>
  fc
    .record({
      placement: placement(fixtures, { allowedOnly }),
      padSlug: padding,
      padZip: padding,
      name: validName,
      email,
      phone,
      contactPref: fc.constantFrom(...CONTACT_PREFERENCES),
      budgetRange: fc.option(fc.constantFrom(...BUDGET_RANGES), { nil: undefined }),
      timeframe: fc.option(fc.constantFrom(...TIMEFRAMES), { nil: undefined }),
      description,
      idempotencyKey,
      attribution: fc.option(attribution, { nil: undefined }),
      website: fc.constantFrom(undefined, undefined, undefined, ''),
    })
    .map(({ placement: { refusal, ...where }, padSlug, padZip, ...fields }) => ({
      refusal,
      // Where first, so a report's shortened body shows what decided its answer.
      body: {
        serviceSlug: `${padSlug}${where.serviceSlug}${padSlug}`,
        zipCode: `${padZip}${where.zipCode}${padZip}`,
        contractorIds: where.contractorIds,
        ...fields,
        consent: true,
      } as Body,
    }))

const validBody = (fixtures: FuzzFixtures) =>
  wizardBody(fixtures, { allowedOnly: true }).map(({ body }) => body)

/** A case that sends this body (JSON text, or a value written as JSON). */
export const sent = (
  kind: string,
  expect: Expectation,
  body: Body | string,
  contentType?: string,
): BodyCase => ({
  kind,
  expect,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ...(contentType === undefined ? {} : { contentType }),
})

/** A copy of the body with the value at `path` ("name", "attribution.utmSource", "contractorIds.0") replaced. */
const withValue = (body: Body, path: string, value: unknown): Body => {
  const [head = '', tail] = path.split('.')
  if (tail === undefined) return { ...body, [head]: value }
  const inner = body[head]
  if (Array.isArray(inner))
    return { ...body, [head]: inner.map((item, i) => (String(i) === tail ? value : item)) }
  return { ...body, [head]: { ...(typeof inner === 'object' && inner !== null ? inner : {}), [tail]: value } }
}

const valueAt = (body: Body, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body)

const withoutKey = (body: Body, key: string): Body =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))

/** An own key, even `__proto__`, which an object literal or a spread would turn into the prototype instead. */
const withOwnKey = (body: Body, key: string, value: unknown): Body => {
  const copy = { ...body }
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true })
  return copy
}

// The fields as the schema has them, so the generated bodies follow it when it changes.
const SHAPE = quoteRequestSchema.shape
const FIELDS = Object.keys(SHAPE) as (keyof typeof SHAPE)[]
const REQUIRED = FIELDS.filter((field) => !SHAPE[field].safeParse(undefined).success)
/** Every place a string goes: each text field, a contractor id, each attribution field. */
const TEXT_PATHS = [
  ...FIELDS.filter((field) => !['consent', 'contractorIds', 'attribution'].includes(field)),
  'contractorIds.0',
  ...Object.keys(SHAPE.attribution.unwrap().shape).map((field) => `attribution.${field}`),
]
const WRONG_TYPES: unknown[] = [0, 42, -1.5, 1e308, true, false, null, [], ['x'], [1, 2], {}, { value: 'x' }]

/** Values of the wrong type for a field, leaving out the ones it takes: `true` for consent, an object for attribution. */
const wrongTypesFor = (field: string) =>
  WRONG_TYPES.filter((value) => {
    if (field === 'consent') return value !== true
    if (field === 'attribution') return typeof value !== 'object' || value === null || Array.isArray(value)
    return true
  })

/** One field broken the way a careless client or a probing one would break it; each must be refused. */
const brokenValues = (fixtures: FuzzFixtures, body: Body, unknownId: string): Record<string, unknown[]> => {
  const ids = body.contractorIds as string[]
  const first = ids[0] ?? ''
  return {
    serviceSlug: [
      '',
      '   ',
      `no-such-service-${unknownId}`,
      'x'.repeat(201),
      fixtures.otherService.slug,
    ].filter((slug) => slug !== String(body.serviceSlug).trim()),
    zipCode: ['', '1234', '123456', 'abcde', '3310a', '33 101', '33101-1234', '-3310', ...UNKNOWN_ZIPS],
    name: [
      '',
      'D',
      ' D ',
      'x'.repeat(201),
      'Dana\nSmith',
      '\u202eDana\u202c Smith',
      'Dana http://evil.example',
      'www.evil.example',
    ],
    email: [
      '',
      'not-an-email',
      'dana@',
      '@example.com',
      'dana@example',
      'da na@example.com',
      `${'x'.repeat(190)}@example.com`,
    ],
    phone: [
      '',
      '555',
      '555-0101',
      '   555 0101   ',
      '5'.repeat(41),
      'abcdefghij',
      '----------',
      '(123) 456-7890',
      '+44 20 7946 0958',
      '٠١٢٣٤٥٦٧٨٩',
    ],
    contactPref: ['', 'fax', 'EMAIL', ' email'],
    budgetRange: ['', 'a-lot', 'UNDER-5K'],
    timeframe: ['', 'someday', 'ASAP'],
    description: ['', 'short', '    too short     ', 'x'.repeat(5001)],
    consent: [false, 'true', 'yes', 'on', 1, 0],
    contractorIds: [
      [],
      fixtures.florida.map((contractor) => contractor.id),
      fixtures.contractors.map((contractor) => contractor.id),
      [unknownId],
      [first, unknownId],
      [fixtures.inactive.id],
      [first, fixtures.inactive.id],
      [first, fixtures.unchecked.id],
      [first, first],
      ['not-a-uuid'],
      ids.join(','),
    ],
    idempotencyKey: ['', 'abc', unknownId.replaceAll('-', ''), `${unknownId}x`],
    attribution: [
      'utm_source=x',
      { utmSource: 'x'.repeat(201) },
      { referrer: 'x'.repeat(2001) },
      { page: 7 },
    ],
    website: ['x'.repeat(201)],
  }
}

const fieldIn = (fields: string[]) => fc.constantFrom(...fields)

/** Half of a surrogate pair on its own: PostgreSQL cannot store it. */
const LONE_SURROGATES = ['\ud800', '\udfff', '\udbff', '\udc00', '\ud83d']

const poisoned = (value: unknown, char: string, at: 'start' | 'middle' | 'end'): string => {
  const text = typeof value === 'string' && value !== '' ? value : 'x'
  const middle = Math.floor(text.length / 2)
  if (at === 'start') return `${char}${text}`
  if (at === 'end') return `${text}${char}`
  return `${text.slice(0, middle)}${char}${text.slice(middle)}`
}

/** Keys no field has: mass assignment, prototype pollution, characters PostgreSQL cannot store. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'id',
  'status',
  'service',
  'createdAt',
  'consentEvidence',
  'isAdmin',
  '',
  '\u0000',
  '\ud800',
  'contractorIds ',
]
const EXTRA_VALUES: unknown[] = [
  { polluted: true },
  { status: 'hired' },
  'hired',
  1,
  null,
  [],
  '\ud800',
  '\u0000',
]

/** Not a quote request at all. */
const GARBAGE = [
  '',
  'null',
  'true',
  '0',
  '42',
  '"quote"',
  '[]',
  '{}',
  '[{}]',
  '{',
  '{"name": ',
  '}',
  'undefined',
  "{'name': 'Dana'}",
  'NaN',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '"\\ud800"',
  '{"name":"\\u0000"}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
]
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/vnd.api+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
]

const huge = (length: number, emoji: boolean) => (emoji ? '🏠' : 'x').repeat(length)

/**
 * One generated request against the run's fixtures. Roughly: two in five bodies the wizard could send (most of
 * them valid, some for contractors or ZIP codes the model refuses), one in five with a single field broken, and the
 * rest hostile: NUL characters and lone surrogates in every text field, huge strings, wrong types, missing fields,
 * extra keys such as `__proto__`, duplicate keys, bodies that are not a request or not JSON, the honeypot filled,
 * and retries of an earlier key with the same or a changed body.
 */
export const quoteRequestCase = (fixtures: FuzzFixtures): fc.Arbitrary<FuzzCase> => {
  const valid = validBody(fixtures)
  return fc.oneof(
    { weight: 28, arbitrary: valid.map((body) => sent('valid', 'accepted', body)) },
    {
      weight: 12,
      arbitrary: wizardBody(fixtures, { allowedOnly: false }).map(({ body, refusal }) =>
        refusal ? sent(`placement:${refusal}`, 'refused', body) : sent('valid', 'accepted', body),
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, validText(1, 200, ['https://spam.example', 'x', 'Dana']))
        .map(([body, website]) => sent('honeypot', 'accepted', { ...body, website })),
    },
    {
      weight: 16,
      arbitrary: fc.tuple(valid, fc.noBias(fc.uuid({ version: 4 }))).chain(([body, unknownId]) => {
        const broken = brokenValues(fixtures, body, unknownId)
        return fieldIn(Object.keys(broken)).chain((field) =>
          fc
            .constantFrom(...(broken[field] ?? []))
            .map((value) => sent(`broken:${field}`, 'refused', withValue(body, field, value))),
        )
      }),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fieldIn(FIELDS))
        .chain(([body, field]) =>
          fc
            .constantFrom(...wrongTypesFor(field))
            .map((value) => sent(`wrong-type:${field}`, 'refused', withValue(body, field, value))),
        ),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fieldIn(REQUIRED))
        .map(([body, field]) => sent(`missing:${field}`, 'refused', withoutKey(body, field))),
    },
    {
      weight: 14,
      arbitrary: fc
        .tuple(
          valid,
          fieldIn(TEXT_PATHS),
          fc.oneof(fc.constant('\u0000'), fc.constantFrom(...LONE_SURROGATES)),
          fc.constantFrom<'start' | 'middle' | 'end'>('start', 'middle', 'end'),
        )
        .map(([body, path, char, at]) => {
          const value = poisoned(valueAt(body, path), char, at)
          // A NUL character is refused by the schema today; for a lone surrogate the model does not say whether
          // it is refused or replaced, only that it must not fail the request.
          return char === '\u0000'
            ? sent(`nul:${path}`, 'refused', withValue(body, path, value))
            : sent(`surrogate:${path}`, 'either', withValue(body, path, value))
        }),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          valid,
          fieldIn([
            'name',
            'description',
            'phone',
            'email',
            'serviceSlug',
            'website',
            'attribution.referrer',
          ]),
          fc.constantFrom(5_001, 20_000, MAX_BODY_BYTES + 1),
          fc.boolean(),
        )
        .map(([body, path, length, emoji]) =>
          sent(`huge:${path}`, 'refused', withValue(body, path, huge(length, emoji))),
        ),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...EXTRA_KEYS), fc.constantFrom(...EXTRA_VALUES), fc.boolean())
        .map(([body, key, value, nested]) =>
          // Unknown keys: the model does not say whether they are dropped or refused, only that they change nothing.
          nested
            ? sent('extra-key:attribution', 'either', {
                ...body,
                attribution: withOwnKey((body.attribution as Body | undefined) ?? {}, key, value),
              })
            : sent(`extra-key:${key}`, 'either', withOwnKey(body, key, value)),
        ),
    },
    {
      weight: 1,
      arbitrary: valid.chain((body) => {
        const text = JSON.stringify(body)
        // JSON.parse keeps the last of two equal keys.
        return fc.constantFrom(
          sent('duplicate-key:consent-last-false', 'refused', `${text.slice(0, -1)},"consent":false}`),
          sent('duplicate-key:consent-first-false', 'either', `{"consent":false,${text.slice(1)}`),
        )
      }),
    },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(...GARBAGE).map((body) => sent('not-a-request', 'refused', body)),
        valid.map((body) => sent('not-a-request', 'refused', JSON.stringify([body]))),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([body, type]) => sent('content-type', 'refused', body, type)),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constantFrom('reuse-same' as const, 'reuse-changed' as const, 'reuse-changed' as const),
        pick: fc.noBias(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        name: validName,
        fallback: valid.map((body) => sent('valid', 'accepted', body)),
      }),
    },
  )
}
