// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { reactRootPerTest } from '@/testing/react-root'

import type { MatchedContractor } from '@contracts/contractor-match'

import { ContractorCard } from './contractor-card'

const CONTRACTOR: MatchedContractor = {
  id: '3f2b8c1e-9d4a-4e7b-a1c2-5d6e7f8091a2',
  name: 'Biscayne Kitchen & Bath',
  slug: 'biscayne-kitchen-bath',
  description: 'Family-owned kitchen and bath studio.',
  rating: 4.8,
  reviewsCount: 212,
  licensed: true,
  insured: true,
  yearsInBusiness: 14,
  serviceArea: 'Miami and Fort Lauderdale',
  responseTime: 'within-an-hour',
  logo: null,
}

const LOGO = {
  src: '/api/media/file/logo-96x96.webp?v=1',
  srcSet: '/api/media/file/logo-96x96.webp?v=1 96w',
  width: 96,
  height: 96,
  alt: 'Biscayne Kitchen & Bath logo',
  position: '50% 50%',
}

const mounted = reactRootPerTest()
const onToggle = vi.fn()

const render = (contractor: MatchedContractor, selected = false) =>
  act(() =>
    mounted.root.render(<ContractorCard contractor={contractor} selected={selected} onToggle={onToggle} />),
  )

const card = () => mounted.container.querySelector<HTMLButtonElement>('[role="checkbox"]')!
const describedText = () =>
  document.getElementById(card().getAttribute('aria-describedby')!)?.textContent ?? ''

beforeEach(() => {
  onToggle.mockReset()
})

describe('ContractorCard', () => {
  it('is a check box named for the contractor, which says how long they have worked, where, and how soon they answer', () => {
    render(CONTRACTOR)
    expect(card().getAttribute('aria-checked')).toBe('false')
    expect(document.getElementById(card().getAttribute('aria-labelledby')!)?.textContent).toBe(
      CONTRACTOR.name,
    )
    expect(describedText()).toContain('14 years in business')
    expect(describedText()).toContain('Serves Miami and Fort Lauderdale')
    expect(describedText()).toContain('Usually responds within an hour')
    act(() => card().click())
    expect(onToggle).toHaveBeenCalledWith(CONTRACTOR.id)
  })

  it('says "1 year", and leaves out the facts a contractor has not given', () => {
    render({ ...CONTRACTOR, yearsInBusiness: 1, serviceArea: null, responseTime: null })
    expect(describedText()).toContain('1 year in business')
    expect(describedText()).not.toContain('Serves')
    expect(describedText()).not.toContain('Usually responds')
  })

  it('shows the logo when there is one, and the first letter otherwise', () => {
    render(CONTRACTOR)
    expect(card().querySelector('img')).toBeNull()
    expect(card().textContent).toMatch(/^B/)
    render({ ...CONTRACTOR, logo: LOGO })
    const logo = card().querySelector('img')!
    expect(logo.getAttribute('src')).toBe(LOGO.src)
    // The name beside it says it all.
    expect(logo.getAttribute('alt')).toBe('')
  })

  it('marks a chosen card checked, with a check mark in its box', () => {
    render(CONTRACTOR, true)
    expect(card().getAttribute('aria-checked')).toBe('true')
    expect(card().querySelector('[data-checkbox="checked"] svg')).not.toBeNull()
  })
})
