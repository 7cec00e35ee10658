import { describe, expect, it } from 'vitest'

import {
  homeLeadSchema,
  messages,
  NAME_NOT_PLAIN_MESSAGE,
  projectDetailsSchema,
  quoteRequestSchema,
} from './quote-request'

const validDetails = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(555) 010-1234',
  contactPref: 'both',
  description: 'New cabinets and counters for a small kitchen.',
  consent: true,
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('home form', () => {
  it.each([
    ['an empty service', { serviceSlug: '', zipCode: '33101' }, messages.service],
    ['a ZIP code with letters', { serviceSlug: 'roofing', zipCode: '3310a' }, messages.zipCode],
    ['a 4-digit ZIP code', { serviceSlug: 'roofing', zipCode: '3310' }, messages.zipCode],
    ['a 6-digit ZIP code', { serviceSlug: 'roofing', zipCode: '331011' }, messages.zipCode],
  ])('rejects %s', (_case, input, message) => {
    expect(firstMessage(homeLeadSchema.safeParse(input))).toBe(message)
  })

  it('accepts a service and a 5-digit ZIP code', () => {
    expect(homeLeadSchema.safeParse({ serviceSlug: 'roofing', zipCode: '33101' }).success).toBe(true)
  })
})

describe('details step', () => {
  it.each([
    ['a 1-character name', { name: 'J' }, 'Name must be at least 2 characters'],
    ['an invalid email', { email: 'jane@' }, 'Please enter a valid email address'],
    ['a 9-digit phone', { phone: '555-01012' }, 'Please enter a valid phone number'],
    ['a missing contact preference', { contactPref: undefined }, 'Please select a contact preference'],
    ['an unknown contact preference', { contactPref: 'fax' }, 'Please select a contact preference'],
    [
      'a 9-character description',
      { description: 'Too short' },
      'Please provide more details about your project',
    ],
    ['no consent', { consent: false }, 'You must consent to share your information'],
  ])('rejects %s with the form’s message', (_case, change, message) => {
    expect(firstMessage(projectDetailsSchema.safeParse({ ...validDetails, ...change }))).toBe(message)
  })

  it.each([
    ['letters', 'abcdefghij'],
    ['dashes alone', '----------'],
    ['nine digits', '555-010123'],
    ['eleven digits not after a 1', '305-555-01420'],
    ['ten zeros', '0000000000'],
    ['an area code no number has', '(123) 555-0142'],
    ['a number outside North America', '+44 20 7946 0958'],
    ['an extension', '305-555-0142 ext 12'],
    ['nothing', ''],
  ])('refuses a phone that is %s with the form’s message', (_case, phone) => {
    expect(firstMessage(projectDetailsSchema.safeParse({ ...validDetails, phone }))).toBe(messages.phone)
  })

  it.each([
    ['305.555.0142', '+13055550142'],
    [' (305) 555-0142 ', '+13055550142'],
    ['1-305-555-0142', '+13055550142'],
    ['+1 (416) 555-0199', '+14165550199'],
    ['(555) 010-1234', '+15550101234'],
  ])('keeps the North American phone %j as %j', (phone, e164) => {
    expect(projectDetailsSchema.parse({ ...validDetails, phone }).phone).toBe(e164)
  })

  it.each([
    ['budget', { budgetRange: 'under-5k' }],
    ['budget', { budgetRange: 'over-50k' }],
    ['timeframe', { timeframe: 'asap' }],
    ['timeframe', { timeframe: 'planning' }],
    ['neither', {}],
  ])('accepts an optional %s', (_case, change) => {
    expect(projectDetailsSchema.safeParse({ ...validDetails, ...change }).success).toBe(true)
  })

  it('rejects a budget outside the listed ranges', () => {
    expect(projectDetailsSchema.safeParse({ ...validDetails, budgetRange: '1m' }).success).toBe(false)
  })
})

describe('a name is one line of plain text', () => {
  it.each([
    ['a line break', 'Dana\nSmith'],
    ['a carriage return', 'Dana\r\nClick below'],
    ['a tab', 'Dana\tSmith'],
    ['a line separator', 'Dana\u2028Smith'],
    ['a right-to-left override', '\u202eDana\u202c Smith'],
    ['an http link', 'Dana http://evil.example/win'],
    ['an https link', 'https://evil.example'],
    ['a link of another scheme', 'ftp://evil.example'],
    ['www.', 'Dana www.evil'],
    ['a domain', 'Dana evil.example'],
    ['a short link', 'bit.ly/win-now'],
    ['an email address', 'dana@evil.example'],
    ['a mailto: link', 'mailto:dana'],
  ])('refuses %s with its own message', (_case, name) => {
    expect(firstMessage(projectDetailsSchema.safeParse({ ...validDetails, name }))).toBe(
      NAME_NOT_PLAIN_MESSAGE,
    )
  })

  it.each([
    'Jane Doe',
    'J.R.R. Tolkien',
    'Mary-Kate O’Neil',
    'José Núñez',
    'Ana\u200fMaría',
    'Zoë 👩🏽‍🔧',
    '李小龙',
    "Robert'); DROP TABLE leads;--",
  ])('accepts %s', (name) => {
    expect(projectDetailsSchema.safeParse({ ...validDetails, name }).success).toBe(true)
  })

  it('keeps the length rule and its message for a name too short', () => {
    expect(firstMessage(projectDetailsSchema.safeParse({ ...validDetails, name: ' ' }))).toBe(messages.name)
  })
})

describe('quote request', () => {
  const request = {
    ...validDetails,
    serviceSlug: 'kitchen-remodeling',
    zipCode: '33101',
    idempotencyKey: crypto.randomUUID(),
  }
  const ids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID())

  it.each([
    [0, 'Please select at least one contractor'],
    [4, 'You can select up to 3 contractors'],
  ])('rejects %i contractors', (count, message) => {
    expect(firstMessage(quoteRequestSchema.safeParse({ ...request, contractorIds: ids(count) }))).toBe(
      message,
    )
  })

  it.each([1, 2, 3])('accepts %i contractors', (count) => {
    expect(quoteRequestSchema.safeParse({ ...request, contractorIds: ids(count) }).success).toBe(true)
  })
})
