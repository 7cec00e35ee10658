import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import sharp from 'sharp'

import { E2E_BASE_URL } from './config'
import { collectConsoleProblems, gotoHydrated, uniqueTag } from './fixtures'
import { test, type Member } from './team'

/**
 * Drafts and preview through the real server: an editor's draft stays off the public pages (and out of the shared
 * page cache) until it is published, a team member previews it at `?preview=1`, and the SEO fields reach each
 * page's head. In the content project: it adds services, which the fresh-install checks of the others would count.
 */

const PREVIEW_NOTICE = 'Preview — this draft is not live.'

const json = async <T>(response: APIResponse, status = 200): Promise<T> => {
  expect(response.status(), await response.text()).toBe(status)
  return (await response.json()) as T
}

type Doc = { id: string; slug: string }

const serviceData = (name: string) => ({
  name,
  slug: uniqueTag('siding'),
  description: 'The published description.',
  icon: 'wrench',
  category: 'Exterior',
  priceLow: 500,
  priceHigh: 900,
  durationLow: 1,
  durationHigh: 2,
  sortOrder: 950,
  relatedServices: [],
})

/** The CMS's REST API as the worker's editor uses it; `?draft=true` saves a draft, as the panel's autosave does. */
const cms = (request: APIRequestContext, editor: Member) => ({
  create: async (data: Record<string, unknown>) =>
    (await json<{ doc: Doc }>(await request.post('/api/services', { headers: editor.headers, data }), 201))
      .doc,
  saveDraft: async (id: string, data: Record<string, unknown>) =>
    json(await request.patch(`/api/services/${id}?draft=true`, { headers: editor.headers, data })),
  publish: async (id: string, data: Record<string, unknown> = {}) =>
    json(
      await request.patch(`/api/services/${id}`, {
        headers: editor.headers,
        data: { ...data, _status: 'published' },
      }),
    ),
  remove: async (id: string) =>
    json(await request.delete(`/api/services/${id}`, { headers: editor.headers })),
})

/** Signs the browser in as the editor (the session cookie, as the panel has it). */
const signIn = async (page: Page, editor: Member) => {
  const login = await page.request.post('/api/users/login', {
    data: { email: editor.email, password: editor.password },
  })
  expect(login.status(), await login.text()).toBe(200)
}

/** A preview answer's headers: for one visitor only, and for no search engine. */
const expectPrivate = (response: { headers: () => Record<string, string> }) => {
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(response.headers()['x-robots-tag']).toBe('noindex')
  expect(response.headers()['x-cache']).toBeUndefined()
}

test.describe('drafts and preview', () => {
  test('a draft stays off the public page until it is published, and the team previews it', async ({
    page,
    request,
    editor,
  }) => {
    const api = cms(request, editor)
    const name = `Siding Repair ${uniqueTag('')}`
    const service = await api.create({ ...serviceData(name), _status: 'published' })
    const path = `/services/${service.slug}`
    expect(await (await request.get(path)).text()).toContain('The published description.')

    // (That a draft save leaves cached pages alone is proven where no other test's changes interfere: see
    // cms/src/endpoints/public-pages/drafts.int.test.ts.)
    await api.saveDraft(service.id, { description: 'The draft description.' })
    expect(await (await request.get(path)).text()).toContain('The published description.')

    // Anyone else asking for the preview, or for the draft from the API, gets the published page.
    const anonymous = await request.get(`${path}?preview=1`)
    expect(anonymous.status()).toBe(200)
    expectPrivate(anonymous)
    const anonymousHtml = await anonymous.text()
    expect(anonymousHtml).toContain('The published description.')
    expect(anonymousHtml).not.toContain('The draft description.')
    expect(anonymousHtml).not.toContain(PREVIEW_NOTICE)
    expect(
      (
        await json<{ description: string }>(
          await request.get(`/api/services/page/${service.slug}?draft=true`),
        )
      ).description,
    ).toBe('The published description.')

    // The editor's preview: the draft, marked as such, hydrated as rendered.
    await signIn(page, editor)
    const problems = collectConsoleProblems(page)
    const preview = await page.goto(`${path}?preview=1`)
    expectPrivate(preview!)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(PREVIEW_NOTICE)
    await expect(page.getByText('The draft description.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(problems).toEqual([])

    // Signed in but not previewing, the editor sees what everyone sees, rendered or navigated to.
    await gotoHydrated(page, path)
    await expect(page.getByText('The published description.')).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
    await gotoHydrated(page, '/services')
    await page.getByRole('link', { name: new RegExp(name) }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByText('The published description.')).toBeVisible()

    // Publishing puts the draft live at once.
    await api.publish(service.id)
    const published = await request.get(path)
    expect(published.headers()['x-cache']).toBe('MISS')
    expect(await published.text()).toContain('The draft description.')
    await api.remove(service.id)
  })

  test('a page never published is not found, listed or mapped for anyone, and the team previews it', async ({
    page,
    request,
    editor,
  }) => {
    const api = cms(request, editor)
    const name = `Unreleased Service ${uniqueTag('')}`
    const draft = await api.create({ ...serviceData(name), _status: 'draft' })
    const path = `/services/${draft.slug}`

    expect((await request.get(path)).status()).toBe(404)
    const anonymous = await request.get(`${path}?preview=1`)
    expect(anonymous.status()).toBe(404)
    expectPrivate(anonymous)
    expect((await request.get(`/api/services/page/${draft.slug}?draft=true`)).status()).toBe(404)
    expect(
      (await json<{ docs: unknown[] }>(await request.get(`/api/services?where[slug][equals]=${draft.slug}`)))
        .docs,
    ).toEqual([])
    expect(await (await request.get('/services')).text()).not.toContain(name)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(path)

    await signIn(page, editor)
    await gotoHydrated(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Services')
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
    await gotoHydrated(page, `${path}?preview=1`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
    await api.remove(draft.id)
  })
})

test.describe('SEO fields in the head', () => {
  /** An image of the media library, uploaded as the panel does. */
  const upload = async (request: APIRequestContext, editor: Member, alt: string) => {
    const buffer = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 64, b: 175 } },
    })
      .png()
      .toBuffer()
    const { doc } = await json<{ doc: { id: string; filename: string } }>(
      await request.post('/api/media', {
        headers: editor.headers,
        multipart: {
          file: { name: `${uniqueTag('social')}.png`, mimeType: 'image/png', buffer },
          _payload: JSON.stringify({ alt }),
        },
      }),
      201,
    )
    return doc
  }

  const headOf = async (request: APIRequestContext, path: string) => {
    const html = await (await request.get(path)).text()
    return html.slice(0, html.indexOf('</head>'))
  }
  const metaContent = (head: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(head)?.[1]

  test('an override is the title, description and social image; emptied, the page’s own come back', async ({
    request,
    editor,
  }) => {
    const api = cms(request, editor)
    const image = await upload(request, editor, 'A freshly sided house')
    const name = `Vinyl Siding ${uniqueTag('')}`
    const service = await api.create({
      ...serviceData(name),
      metaTitle: 'Vinyl Siding Installers Near You',
      metaDescription: 'Compare vinyl siding quotes from vetted local installers.',
      metaImage: image.id,
      _status: 'published',
    })
    const path = `/services/${service.slug}`

    let head = await headOf(request, path)
    expect(head).toContain('<title>Vinyl Siding Installers Near You</title>')
    expect(metaContent(head, 'name', 'description')).toBe(
      'Compare vinyl siding quotes from vetted local installers.',
    )
    expect(metaContent(head, 'property', 'og:title')).toBe('Vinyl Siding Installers Near You')
    expect(metaContent(head, 'property', 'og:description')).toBe(
      'Compare vinyl siding quotes from vetted local installers.',
    )
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image')
    const ogImage = metaContent(head, 'property', 'og:image') ?? ''
    expect(ogImage.startsWith(`${E2E_BASE_URL}/`), ogImage).toBe(true)
    expect(ogImage).toContain('-1200x630.jpg')
    expect(head).toContain('"description":"Compare vinyl siding quotes from vetted local installers."')
    const picture = await request.get(ogImage)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/jpeg')

    await api.publish(service.id, { metaTitle: '', metaDescription: '', metaImage: null })
    head = await headOf(request, path)
    expect(head).toContain(`<title>${name} | Find Trusted Pros</title>`)
    expect(metaContent(head, 'name', 'description')).toContain('Get free quotes from pre-screened')
    expect(metaContent(head, 'property', 'og:image') ?? '').not.toContain(
      image.filename.replace(/\.png$/, ''),
    )
    await api.remove(service.id)
  })
})
