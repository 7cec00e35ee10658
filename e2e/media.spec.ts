import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Locator, type Page } from '@playwright/test'

import { services } from '../seed/src/data/services'
import { ARTWORK_DIR } from '../seed/src/media'
import { test } from './team'

/**
 * A fresh install is not text-only: the home hero and every service card show the repository's artwork, as WebP
 * copies the browser chooses from, in boxes reserved before they load. The media library refuses what it cannot
 * take, in words an editor can act on, through REST and in the panel.
 */

const ALT_TEXTS = JSON.parse(readFileSync(path.join(ARTWORK_DIR, 'alt.json'), 'utf8')) as Record<
  string,
  string
>

/** A srcset of the library's three WebP copies of a seeded drawing (drawn 1600 px wide, so all three exist). */
const THREE_WEBP_COPIES =
  /^\S+-480x\d+\.webp\?v=\w+ 480w, \S+-960x\d+\.webp\?v=\w+ 960w, \S+-1600x\d+\.webp\?v=\w+ 1600w$/

/** The picture has its box before it loads, and it loaded: the browser fetched the copy it chose. */
const expectShownWithItsSize = async (picture: Locator) => {
  await expect(picture).toHaveAttribute('width', /^\d+$/)
  await expect(picture).toHaveAttribute('height', /^\d+$/)
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp\?v=\w+$/)
}

/** The addresses of the pictures the page fetched from the media library, from now on. */
const mediaRequests = (page: Page): string[] => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/media/file/')) requested.push(new URL(request.url()).pathname)
  })
  return requested
}

test.describe('pictures on a fresh install', () => {
  test('the home hero shows its illustration beside the text, fetched first', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('img', { name: ALT_TEXTS['home-hero'] })
    await expect(hero).toBeVisible()
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('loading', 'eager')
    // Offered to wide screens only (a phone fetches none of it: below).
    expect(
      await hero.evaluate((img) => img.closest('picture')?.querySelector('source')?.getAttribute('srcset')),
    ).toMatch(THREE_WEBP_COPIES)
    await expectShownWithItsSize(hero)
  })

  test('a phone gets the hero without its illustration, and fetches none of it', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const requested = mediaRequests(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('load')
    await expect(page.getByRole('img', { name: ALT_TEXTS['home-hero'] })).toBeHidden()
    expect(requested.filter((file) => file.includes('home-hero'))).toEqual([])
    await page.close()
  })

  test('every service card shows its picture, lazily, with srcset, size and alt text', async ({ page }) => {
    await page.goto('/services')
    for (const [index, { slug }] of services.entries()) {
      const picture = page.getByRole('img', { name: ALT_TEXTS[slug] })
      await expect(picture, slug).toHaveAttribute('srcset', THREE_WEBP_COPIES)
      await expect(picture, slug).toHaveAttribute('sizes', /100vw$/)
      // The first card opens the page; the others wait until they are near.
      await expect(picture, slug).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy')
      await expect(page.getByRole('link').filter({ has: picture }), slug).toHaveAttribute(
        'href',
        `/services/${slug}`,
      )
      await expectShownWithItsSize(picture)
    }
  })

  test('the home page shows the first six service cards with their pictures', async ({ page }) => {
    await page.goto('/')
    for (const { slug } of services.slice(0, 6)) {
      const picture = page.getByRole('img', { name: ALT_TEXTS[slug] })
      await expect(picture, slug).toHaveAttribute('srcset', THREE_WEBP_COPIES)
      await expectShownWithItsSize(picture)
    }
  })

  test("a service page's hero shows the service's picture beside its heading", async ({ page }) => {
    await page.goto('/services/roofing')
    await expectShownWithItsSize(page.getByRole('img', { name: ALT_TEXTS['roofing'] }))
  })
})

test.describe('media files', () => {
  test('are kept for a year at the address the pages use, and checked each time at a plain one', async ({
    request,
  }) => {
    const html = await (await request.get('/services')).text()
    const address = /src="(\/api\/media\/file\/[^"?]+\.webp\?v=\w+)"/.exec(html)?.[1]
    expect(address).toBeDefined()
    const versioned = await request.get(address!)
    expect(versioned.status()).toBe(200)
    expect(versioned.headers()['content-type']).toBe('image/webp')
    expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // Served from our own origin, so the pages' policy lets them in.
    expect(versioned.headers()['x-content-type-options']).toBe('nosniff')
    const plain = await request.get(address!.replace(/\?.*$/, ''))
    expect(plain.headers()['cache-control']).toBe('public, no-cache')
    expect((await request.get('/api/media/file/no-such-picture.webp')).status()).toBe(404)
  })
})

test.describe('an upload the library cannot take', () => {
  test('is refused through REST with a message: over the size limit, or not a picture', async ({
    request,
    editor,
  }) => {
    const upload = (name: string, buffer: Buffer) =>
      request.post('/api/media', {
        headers: editor.headers,
        multipart: {
          _payload: JSON.stringify({ alt: 'Refused' }),
          file: { name, mimeType: 'image/png', buffer },
        },
      })
    const huge = await upload('huge.png', Buffer.alloc(12 * 1024 * 1024))
    expect(huge.status()).toBe(413)
    expect(await huge.json()).toEqual({ errors: [{ message: 'The file is 12 MB; the limit is 10 MB.' }] })
    const words = await upload('words.png', Buffer.from('just some words\n'))
    expect(words.status()).toBe(415)
    expect(await words.json()).toEqual({
      errors: [{ message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.' }],
    })
  })

  test('is refused in the panel with the same message', async ({ page, editor }) => {
    await page.goto('/cms/login')
    await page.getByLabel(/email/i).fill(editor.email)
    await page.getByLabel(/password/i).fill(editor.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    for (const { file, message } of [
      {
        file: { name: 'words.png', buffer: Buffer.from('just some words\n') },
        message: /Only JPEG, PNG, WebP or AVIF/,
      },
      {
        file: { name: 'huge.png', buffer: Buffer.alloc(12 * 1024 * 1024) },
        message: /The file is 12 MB; the limit is 10 MB/,
      },
    ]) {
      await page.goto('/cms/collections/media/create')
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: /select a file/i }).click()
      await (await chooser).setFiles({ ...file, mimeType: 'image/png' })
      await page.getByLabel(/alt text/i).fill('Refused')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(message)).toBeVisible()
    }
  })
})
