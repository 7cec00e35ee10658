// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { describe, expect, it } from 'vitest'

import type { ProReferral } from '@contracts/pro-referrals'
import { createQueryClient } from '@/lib/query-client'
import { reactRootPerTest } from '@/testing/react-root'

import { ReferralCard } from './referral-card'

const mounted = reactRootPerTest()

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

const render = (referral: ProReferral) =>
  act(async () =>
    mounted.root.render(
      <QueryClientProvider client={createQueryClient()}>
        <ReferralCard referral={referral} />
      </QueryClientProvider>,
    ),
  )

const buttons = () => [...mounted.container.querySelectorAll('button')].map((button) => button.textContent)
const links = () =>
  [...mounted.container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])
const text = () => mounted.container.textContent ?? ''

/** As the server keeps it: the phone in E.164. */
const CONTACT = { name: 'Casey Homeowner', email: 'casey@example.com', phone: '+15550104242' }

describe('ReferralCard', () => {
  it('offers Accept and Decline on a new request, and no contact details', async () => {
    await render(REFERRAL)
    expect(mounted.container.querySelector('article h2')?.textContent).toBe('Roofing in 33101 · Miami, FL')
    expect(text()).toContain('New: waiting for your answer')
    expect(text()).toContain('Accept the request to see the homeowner’s name, email and phone.')
    expect(links()).toEqual([])
    expect(buttons()).toEqual(['Accept', 'Decline'])
  })

  it('shows the contact details the server sent as links, the phone as people read it and dialled in E.164, and the next steps', async () => {
    await render({
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
    expect(mounted.container.querySelectorAll('ol li')).toHaveLength(1)
    expect(mounted.container.querySelector('ol li')?.textContent).toMatch(/Accepted \(by you\)$/)
  })

  it('shows a phone stored before numbers were checked as it was typed, and makes no call link of it', async () => {
    await render({
      ...REFERRAL,
      status: 'accepted',
      contact: { ...CONTACT, phone: 'abcdefghij' },
      history: [{ status: 'accepted', at: '2026-11-24T13:00:00.000Z', by: 'contractor' }],
    })
    expect(text()).toContain('abcdefghij')
    expect(links()).toEqual([
      ['casey@example.com', 'mailto:casey@example.com'],
      ['abcdefghij', null],
    ])
  })

  it('says a withdrawn request was withdrawn, with no contact details and nothing left to do', async () => {
    await render({ ...REFERRAL, status: 'withdrawn', withdrawn: true })
    expect(text()).toContain('The homeowner withdrew this request')
    expect(text()).not.toContain('Accept the request to see')
    expect(links()).toEqual([])
    expect(buttons()).toEqual([])
  })

  it('shows the quote the contractor sent, with their message to the homeowner', async () => {
    await render({
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
