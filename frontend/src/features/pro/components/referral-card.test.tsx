// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { ProReferral } from '@contracts/pro-referrals'
import { createQueryClient } from '@/lib/query-client'

import { ReferralCard } from './referral-card'

afterEach(cleanup)

const REFERRAL: ProReferral = {
  id: 'r1',
  status: 'sent',
  sentAt: '2026-11-24T12:00:00.000Z',
  service: 'Roofing',
  zipCode: '33101',
  city: 'Miami, FL',
  budgetRange: '10k-25k',
  timeframe: 'asap',
  description: 'Storm damage on the north side.',
  contactPref: 'phone',
  withdrawn: false,
  contact: null,
  declineReason: null,
  quoteAmount: null,
  quoteMessage: null,
  history: [],
}

/** The card, once its dialogs' Headless UI parts have settled. */
const show = async (referral: ProReferral) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReferralCard referral={referral} />
    </QueryClientProvider>,
  )
  await act(async () => {})
}

const card = () => screen.getByRole('article')
const buttons = () =>
  within(card())
    .queryAllByRole('button')
    .map((button) => button.textContent)
const links = () =>
  within(card())
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
const text = () => card().textContent ?? ''

/** As the server keeps it: the phone in E.164. */
const CONTACT = { name: 'Casey Homeowner', email: 'casey@example.com', phone: '+15550104242' }

describe('ReferralCard', () => {
  it('offers Accept and Decline on a new request, and no contact details', async () => {
    await show(REFERRAL)
    expect(screen.getByRole('article', { name: 'Roofing in 33101 · Miami, FL' })).toBe(card())
    expect(text()).toContain('New: waiting for your answer')
    expect(text()).toContain('Accept the request to see the homeowner’s name, email and phone.')
    expect(links()).toEqual([])
    expect(buttons()).toEqual(['Accept', 'Decline'])
  })

  it('shows the contact details the server sent as links, the phone as people read it and dialled in E.164, and the next steps', async () => {
    await show({
      ...REFERRAL,
      status: 'accepted',
      contact: CONTACT,
      history: [{ status: 'accepted', at: '2026-11-24T13:00:00.000Z', by: 'contractor' }],
    })
    expect(links()).toEqual([
      ['casey@example.com', 'mailto:casey@example.com'],
      ['(555) 010-4242', 'tel:+15550104242'],
    ])
    expect(buttons()).toEqual(['Mark contacted', 'Send quote', 'Mark won', 'Mark lost'])
    const history = within(within(card()).getByRole('list')).getAllByRole('listitem')
    expect(history).toHaveLength(1)
    expect(history[0]?.textContent).toMatch(/Accepted \(by you\)$/)
  })

  it('shows a phone stored before numbers were checked as it was typed, and makes no call link of it', async () => {
    await show({
      ...REFERRAL,
      status: 'accepted',
      contact: { ...CONTACT, phone: 'abcdefghij' },
      history: [{ status: 'accepted', at: '2026-11-24T13:00:00.000Z', by: 'contractor' }],
    })
    expect(text()).toContain('abcdefghij')
    expect(links()).toEqual([['casey@example.com', 'mailto:casey@example.com']])
  })

  it('says a withdrawn request was withdrawn, with no contact details and nothing left to do', async () => {
    await show({ ...REFERRAL, status: 'withdrawn', withdrawn: true })
    expect(text()).toContain('The homeowner withdrew this request')
    expect(text()).not.toContain('Accept the request to see')
    expect(links()).toEqual([])
    expect(buttons()).toEqual([])
  })

  it('shows the quote the contractor sent, with their message to the homeowner', async () => {
    await show({
      ...REFERRAL,
      status: 'quoted',
      contact: CONTACT,
      quoteAmount: 8200,
      quoteMessage: 'Materials included.',
    })
    expect(text()).toContain('Your quote: $8,200')
    expect(text()).toContain('Your message: Materials included.')
    expect(buttons()).toEqual(['Mark won', 'Mark lost'])
  })
})
