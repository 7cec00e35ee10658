import { describe, expect, it } from 'vitest'

import { renderHeadTags, type Head } from './head'

const IMAGE = {
  url: 'https://pros.example/api/media/file/wall-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: 'A "blue" wall',
}

const page: Head = {
  title: 'Roofing | Find Trusted Pros',
  description: 'Get free quotes.',
  path: '/services/roofing',
}

describe('the head tags', () => {
  it('take the editor’s SEO title, description and social image where set, escaped', () => {
    const tags = renderHeadTags(
      { ...page, meta: { title: 'Roofers Near You', description: 'Compare roofers.', image: IMAGE } },
      'https://pros.example',
    )
    expect(tags).toContain('<title>Roofers Near You</title>')
    expect(tags).toContain('<meta name="description" content="Compare roofers." />')
    expect(tags).toContain('<meta property="og:title" content="Roofers Near You" />')
    expect(tags).toContain('<meta property="og:description" content="Compare roofers." />')
    expect(tags).toContain(`<meta property="og:image" content="${IMAGE.url}" />`)
    expect(tags).toContain('<meta property="og:image:width" content="1200" />')
    expect(tags).toContain('<meta property="og:image:height" content="630" />')
    expect(tags).toContain('<meta property="og:image:alt" content="A &quot;blue&quot; wall" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('take the page’s own title and description where the SEO fields are empty, and make a small card', () => {
    for (const head of [page, { ...page, meta: { title: null, description: null, image: null } }]) {
      const tags = renderHeadTags(head, 'https://pros.example')
      expect(tags).toContain('<title>Roofing | Find Trusted Pros</title>')
      expect(tags).toContain('<meta property="og:description" content="Get free quotes." />')
      expect(tags).not.toContain('og:image')
      expect(tags).toContain('<meta name="twitter:card" content="summary" />')
    }
  })

  it('give Open Graph the canonical URL and the page’s type, a website unless it says it is an article', () => {
    const tags = renderHeadTags(page, 'https://pros.example')
    expect(tags).toContain('<link rel="canonical" href="https://pros.example/services/roofing" />')
    expect(tags).toContain('<meta property="og:url" content="https://pros.example/services/roofing" />')
    expect(tags).toContain('<meta property="og:type" content="website" />')
    expect(renderHeadTags({ ...page, type: 'article' }, 'https://pros.example')).toContain(
      '<meta property="og:type" content="article" />',
    )
  })

  it('give a page without an address of its own (404) no canonical URL in Open Graph either', () => {
    const tags = renderHeadTags({ title: 'Not found', description: 'Gone.' }, 'https://pros.example')
    expect(tags).not.toContain('og:url')
    expect(tags).not.toContain('rel="canonical"')
  })
})
