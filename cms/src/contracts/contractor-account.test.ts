import { describe, expect, it } from 'vitest'

import {
  contractorAccountMessages as messages,
  contractorInviteSchema,
  setPasswordSchema,
} from './contractor-account'
import { referralChangeMessages, referralChangeSchema } from './referral-progress'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

const invite = { contractor: crypto.randomUUID(), name: 'Robin Roofer', email: 'robin@example.com' }

describe('contractor invitation', () => {
  it.each([
    ['a company that is not an id', { contractor: 'acme' }, messages.contractor],
    ['an empty name', { name: '   ' }, messages.name],
    ['an invalid email', { email: 'robin@' }, messages.email],
  ])('rejects %s', (_case, change, message) => {
    expect(firstMessage(contractorInviteSchema.safeParse({ ...invite, ...change }))).toBe(message)
  })

  it('accepts a company, a name and an email', () => {
    expect(contractorInviteSchema.safeParse(invite).success).toBe(true)
  })
})

describe('set-password form', () => {
  it.each([
    ['an 11-character password', { password: '12345678901', confirm: '12345678901' }, messages.password],
    [
      'a 201-character password',
      { password: 'x'.repeat(201), confirm: 'x'.repeat(201) },
      messages.passwordTooLong,
    ],
    [
      'two different passwords',
      { password: 'a-long-password', confirm: 'a-long-passw0rd' },
      messages.confirm,
    ],
  ])('rejects %s', (_case, values, message) => {
    expect(firstMessage(setPasswordSchema.safeParse(values))).toBe(message)
  })

  it('accepts 12 characters typed twice', () => {
    expect(setPasswordSchema.safeParse({ password: '123456789012', confirm: '123456789012' }).success).toBe(
      true,
    )
  })
})

describe('a contractor’s change to a referral', () => {
  it.each([
    ['a decline without a reason', { status: 'declined', category: 'fully-booked' }, 'reason'],
    ['a decline with a blank reason', { status: 'declined', category: 'other', reason: '  ' }, 'reason'],
    ['a decline without a category', { status: 'declined', reason: 'Booked' }, 'category'],
    [
      'a decline with an unknown category',
      { status: 'declined', category: 'rude', reason: 'No' },
      'category',
    ],
    ['a quote in cents', { status: 'quoted', amount: 99.5 }, 'amount'],
    ['a quote of nothing', { status: 'quoted', amount: 0 }, 'amount'],
    ['a quote of NaN (an unreadable amount)', { status: 'quoted', amount: Number.NaN }, 'amount'],
  ])('rejects %s', (_case, change, field) => {
    const result = referralChangeSchema.safeParse(change)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, referralChangeMessages[field as 'category' | 'reason' | 'amount']],
    ])
  })

  it.each([
    ['a withdrawal (the homeowner’s to make)', { status: 'withdrawn' }],
    ['a move back to sent', { status: 'sent' }],
  ])('rejects %s', (_case, change) => {
    expect(referralChangeSchema.safeParse(change).success).toBe(false)
  })

  it.each([
    { status: 'accepted' },
    { status: 'declined', category: 'fully-booked', reason: 'Fully booked' },
    { status: 'quoted' },
    { status: 'quoted', amount: 8200 },
    { status: 'won' },
  ])('accepts %o', (change) => {
    expect(referralChangeSchema.safeParse(change).success).toBe(true)
  })
})
