import { expect, type APIRequestContext } from '@playwright/test'

import { gotoHydrated, uniqueTag } from './fixtures'
import { test, type Member } from './team'

/**
 * Editors change the site settings and the home page's copy through the CMS's API, and every page follows at once
 * (the page cache drops its renders). In the content project (playwright.config.ts): it runs after the browser
 * tests, several of which read the footer, the contact page and the home page's copy as the seed left them; each
 * test here puts back what it changed.
 */

type Global = 'site-settings' | 'home-page'

const readGlobal = async (request: APIRequestContext, slug: Global): Promise<Record<string, unknown>> => {
  const response = await request.get(`/api/globals/${slug}?depth=0`)
  expect(response.status()).toBe(200)
  const {
    id: _id,
    updatedAt: _updated,
    createdAt: _created,
    ...content
  } = (await response.json()) as Record<string, unknown>
  return content
}

const saveGlobal = async (
  request: APIRequestContext,
  editor: Member,
  slug: Global,
  data: Record<string, unknown>,
): Promise<void> => {
  const response = await request.post(`/api/globals/${slug}`, { headers: editor.headers, data })
  expect(response.status(), await response.text()).toBe(200)
}

/** Changes a global for the length of `run`, then saves it back as it was, whatever happened. */
const withGlobalChanged = async (
  request: APIRequestContext,
  editor: Member,
  slug: Global,
  change: Record<string, unknown>,
  run: () => Promise<void>,
): Promise<void> => {
  const before = await readGlobal(request, slug)
  await saveGlobal(request, editor, slug, change)
  try {
    await run()
  } finally {
    await saveGlobal(request, editor, slug, before)
  }
}

test('a new phone number and footer text show in the footer and on the contact page at once', async ({
  page,
  request,
  editor,
}) => {
  // Rendered, and so cached, before the change.
  expect(await (await request.get('/contact')).text()).toContain('(555) 123-4567')
  expect(await (await request.get('/about')).text()).toContain('Connect with top-rated contractors')

  const footerText = `Local pros, fair prices ${uniqueTag('')}.`
  await withGlobalChanged(
    request,
    editor,
    'site-settings',
    { phone: '(555) 987-6543', phoneHours: 'Every day, 8:00 a.m. to 8:00 p.m. ET', footerText },
    async () => {
      await gotoHydrated(page, '/contact')
      const phone = page.getByRole('link', { name: '(555) 987-6543' })
      await expect(phone).toHaveAttribute('href', 'tel:+15559876543')
      await expect(page.getByText('Every day, 8:00 a.m. to 8:00 p.m. ET')).toBeVisible()
      await expect(page.getByText('(555) 123-4567')).toHaveCount(0)
      await expect(page.getByRole('contentinfo').getByText(footerText)).toBeVisible()

      // Another page the visitor opens in the app, and one the server renders afresh.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Find Trusted Pros')
      await expect(page.getByRole('contentinfo').getByText(footerText)).toBeVisible()
      expect(await (await request.get('/about')).text()).toContain(footerText)
    },
  )

  const restored = await (await request.get('/contact')).text()
  expect(restored).toContain('(555) 123-4567')
  expect(restored).not.toContain(footerText)
})

test('social links the settings list show in the footer', async ({ page, request, editor }) => {
  // The company's name is left alone: the content spec, running beside this one, reads it in page titles.
  await withGlobalChanged(
    request,
    editor,
    'site-settings',
    { socialLinks: [{ platform: 'facebook', url: 'https://www.facebook.com/example-pros' }] },
    async () => {
      await gotoHydrated(page, '/privacy')
      const social = page
        .getByRole('contentinfo')
        .getByRole('list', { name: 'Find Trusted Pros on social media' })
      await expect(social.getByRole('link')).toHaveText(['Facebook'])
      await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        'https://www.facebook.com/example-pros',
      )
    },
  )
  expect(await (await request.get('/privacy')).text()).not.toContain('on social media')
})

test("the home page's copy and figures follow the home page and the site settings", async ({
  page,
  request,
  editor,
}) => {
  const title = `Get It Done Right ${uniqueTag('')}`
  await withGlobalChanged(
    request,
    editor,
    'home-page',
    {
      callToAction: { title, text: 'Quotes from local pros, free.' },
      reasons: [{ title: 'Local Experts', text: 'Pros who know your area.', icon: 'map-pin' }],
    },
    async () => {
      await withGlobalChanged(
        request,
        editor,
        'site-settings',
        { figures: { projectsCompleted: '75,000+' } },
        async () => {
          await gotoHydrated(page, '/')
          await expect(page.getByRole('heading', { name: title })).toBeVisible()
          await expect(page.getByText('Quotes from local pros, free.')).toBeVisible()
          await expect(page.getByRole('heading', { name: 'Local Experts' })).toBeVisible()
          await expect(page.getByRole('heading', { name: 'Pre-Screened Contractors' })).toHaveCount(0)
          await expect(page.getByText('75,000+')).toBeVisible()
        },
      )
    },
  )
})
