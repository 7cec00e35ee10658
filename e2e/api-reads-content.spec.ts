import { expect } from '@playwright/test'

import { uniqueTag } from './fixtures'
import { test } from './team'

/**
 * Anonymous REST reads of public content are answered from the read memo the pages use: revalidated with an ETag,
 * and dropped by the content-change signal that drops the pages. Runs with the content specs (it adds a service).
 */
test.describe('anonymous API reads', () => {
  test('answer 304 to a client that has the answer, and show a published change at once', async ({
    request,
    editor,
  }) => {
    const slug = uniqueTag('chimney-sweeping')
    const created = await request.post('/api/services', {
      headers: editor.headers,
      data: {
        name: 'Chimney Sweeping',
        slug,
        description: 'Sweep the flue before the first fire.',
        icon: 'wrench',
        category: 'Exterior',
        priceLow: 200,
        priceHigh: 400,
        durationLow: 1,
        durationHigh: 1,
        sortOrder: 901,
        _status: 'published',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    const path = `/api/services?where[slug][equals]=${slug}&limit=12&depth=0`
    const description = async (response: Awaited<ReturnType<typeof request.get>>) =>
      ((await response.json()) as { docs: { description: string }[] }).docs[0]?.description

    const first = await request.get(path)
    expect(first.status()).toBe(200)
    const etag = first.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(await description(first)).toBe('Sweep the flue before the first fire.')
    const again = await request.get(path, { headers: { 'If-None-Match': etag! } })
    expect(again.status()).toBe(304)
    expect(await again.body()).toHaveLength(0)

    const changed = await request.patch(`/api/services/${doc.id}`, {
      headers: editor.headers,
      data: { description: 'Sweep the flue and check the cap.' },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    const after = await request.get(path, { headers: { 'If-None-Match': etag! } })
    expect(after.status()).toBe(200)
    expect(after.headers()['etag']).not.toBe(etag)
    expect(await description(after)).toBe('Sweep the flue and check the cap.')

    expect((await request.delete(`/api/services/${doc.id}`, { headers: editor.headers })).status()).toBe(200)
    const gone = (await (await request.get(path)).json()) as { totalDocs: number }
    expect(gone.totalDocs).toBe(0)
  })
})
