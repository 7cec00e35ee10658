import { expect } from '@playwright/test'

import { createCompany, removeCompany } from './contractor-company'
import { personalPage, test } from './team'

/**
 * In the content project (playwright.config.ts): the company it verifies is offered in Miami roofing meanwhile,
 * which the other specs' wizards would meet.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

test('staff record a licence and an insurance policy and the Contractors tab follows: Pending, Verified, Expired', async ({
  browser,
  request,
  admin,
  staff,
}) => {
  const company = await createCompany(request, admin, { name: '0 Credential Roofing', credentials: false })
  const page = await personalPage(browser, staff)
  const status = page.getByRole('row').filter({ hasText: company.name }).getByRole('cell').nth(4)
  const record = async (collection: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/${collection}`, {
      headers: staff.headers,
      data: { contractor: company.id, expiresOn: day(400), verifiedOn: day(0), ...data },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { doc: { id: string } }).doc.id
  }
  try {
    await page.goto('/admin/contractors')
    await expect(status).toHaveText(/^Pending ?Licence: none verified ?Insurance: none verified$/)

    const licence = await record('licences', {
      state: 'FL',
      number: 'CCC1330000',
      classification: 'Certified Roofing Contractor',
    })
    await page.reload()
    await expect(status).toHaveText(/^Pending ?Licence until .+Insurance: none verified$/)

    await record('insurance-policies', {
      carrier: 'Gulf Mutual',
      policyNumber: 'GL-2026-0042',
      coverage: 1_000_000,
    })
    await page.reload()
    await expect(status).toHaveText(/^Verified ?Licence until .+Insurance until /)

    // The licence on record has run out: the badge goes, and staff see why.
    const lapsed = await request.patch(`/api/licences/${licence}`, {
      headers: staff.headers,
      data: { expiresOn: day(-2) },
    })
    expect(lapsed.status(), await lapsed.text()).toBe(200)
    await page.reload()
    await expect(status).toHaveText(/^Expired ?Licence expired .+Insurance until /)
  } finally {
    await page.context().close()
    await removeCompany(request, admin, company)
  }
})
