import { expect } from '@playwright/test'
import sharp from 'sharp'

import { uniqueTag } from './fixtures'
import { test } from './team'

/**
 * An editor's own picture reaches the site: uploaded through REST (a file well over the API's 100 KB body limit for
 * other requests), set on a service, shown on its card with the library's WebP copies. Runs with the content specs,
 * after the fresh-install checks (playwright.config.ts).
 */
test('an image an editor uploads and sets on a service shows on its card with srcset', async ({
  request,
  editor,
  page,
}) => {
  const tag = uniqueTag('pictured')
  // Noise, so the PNG is megabytes, as a photo is.
  const photo = await sharp({
    create: {
      width: 1800,
      height: 1000,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer()
  expect(photo.length).toBeGreaterThan(1024 * 1024)

  const uploaded = await request.post('/api/media', {
    headers: editor.headers,
    multipart: {
      _payload: JSON.stringify({ alt: `A new kitchen, ${tag}` }),
      file: { name: `${tag}.png`, mimeType: 'image/png', buffer: photo },
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const media = ((await uploaded.json()) as { doc: { id: string; filename: string } }).doc

  const created = await request.post('/api/services', {
    headers: editor.headers,
    data: {
      name: `Pictured Service ${tag}`,
      slug: tag.toLowerCase(),
      description: 'A service an end-to-end test made, with a picture.',
      icon: 'wrench',
      category: 'Remodeling',
      priceLow: 1000,
      priceHigh: 2000,
      durationLow: 1,
      durationHigh: 2,
      sortOrder: 999,
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const service = ((await created.json()) as { doc: { id: string } }).doc
  try {
    const set = await request.patch(`/api/services/${service.id}`, {
      headers: editor.headers,
      data: { image: media.id },
    })
    expect(set.status(), await set.text()).toBe(200)

    await page.goto('/services')
    const picture = page.getByRole('img', { name: `A new kitchen, ${tag}` })
    const base = media.filename.replace(/\.png$/, '')
    await expect(picture).toHaveAttribute(
      'srcset',
      new RegExp(
        `^/api/media/file/${base}-480x267\\.webp\\?v=\\w+ 480w, .*${base}-960x533\\.webp.* 960w, .*${base}-1600x889\\.webp.* 1600w$`,
      ),
    )
    await expect(picture).toHaveAttribute('width', '1800')
    await expect(picture).toHaveAttribute('height', '1000')
    await expect(page.getByRole('link').filter({ has: picture })).toHaveAttribute(
      'href',
      `/services/${tag.toLowerCase()}`,
    )
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  } finally {
    expect((await request.delete(`/api/services/${service.id}`, { headers: editor.headers })).status()).toBe(
      200,
    )
    expect((await request.delete(`/api/media/${media.id}`, { headers: editor.headers })).status()).toBe(200)
  }
})
