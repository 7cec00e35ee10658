// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/format-date'

import { ContractorStatusCell } from './contractor-status-cell'

afterEach(cleanup)

const NEXT_YEAR = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString()
const LAST_MONTH = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString()

describe('ContractorStatusCell', () => {
  it('says Verified while both checks are current, with the day each runs to', () => {
    render(
      <ContractorStatusCell
        contractor={{
          isActive: true,
          licensed: true,
          insured: true,
          licensedUntil: NEXT_YEAR,
          insuredUntil: NEXT_YEAR,
        }}
      />,
    )
    expect(screen.getByText('Verified').dataset.variant).toBe('success')
    expect(screen.getByText(`Licence until ${formatDate(NEXT_YEAR)}`)).toBeTruthy()
    expect(screen.getByText(`Insurance until ${formatDate(NEXT_YEAR)}`)).toBeTruthy()
  })

  it('says Expired once a verified licence has lapsed, and the day it did', () => {
    render(
      <ContractorStatusCell
        contractor={{
          isActive: true,
          licensed: false,
          insured: true,
          licensedUntil: LAST_MONTH,
          insuredUntil: NEXT_YEAR,
        }}
      />,
    )
    expect(screen.getByText('Expired').dataset.variant).toBe('warning')
    expect(screen.getByText(`Licence expired ${formatDate(LAST_MONTH)}`)).toBeTruthy()
    expect(screen.queryByText('Verified')).toBeNull()
  })

  it('says Pending while a check has no verified record', () => {
    render(
      <ContractorStatusCell
        contractor={{
          isActive: true,
          licensed: true,
          insured: false,
          licensedUntil: NEXT_YEAR,
          insuredUntil: null,
        }}
      />,
    )
    expect(screen.getByText('Pending').dataset.variant).toBe('secondary')
    expect(screen.getByText('Insurance: none verified')).toBeTruthy()
  })

  it('says Inactive for a contractor off the network, whatever its papers', () => {
    render(
      <ContractorStatusCell
        contractor={{
          isActive: false,
          licensed: true,
          insured: true,
          licensedUntil: NEXT_YEAR,
          insuredUntil: NEXT_YEAR,
        }}
      />,
    )
    expect(screen.getByText('Inactive')).toBeTruthy()
  })
})
