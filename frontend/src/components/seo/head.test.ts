import { describe, expect, it } from 'vitest'

import { renderHeadTags, withPageMeta, type Head } from './head'

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

describe('the SEO fields of a page', () => {
  it('replace the computed title and description where the editor set them', () => {
    expect(
      withPageMeta({ title: 'Roofers Near You', description: 'Compare roofers.', image: IMAGE }, page),
    ).toEqual({ title: 'Roofers Near You', description: 'Compare roofers.', image: IMAGE })
  })

  it('leave the computed ones, and no image, where they are empty', () => {
    expect(withPageMeta({ title: null, description: null, image: null }, page)).toEqual({
      title: page.title,
      description: page.description,
    })
  })
})

describe('the head tags', () => {
  it('give social previews the title, description and the large image, escaped', () => {
    const tags = renderHeadTags({ ...page, image: IMAGE }, 'https://pros.example')
    expect(tags).toContain('<title>Roofing | Find Trusted Pros</title>')
    expect(tags).toContain('<meta property="og:title" content="Roofing | Find Trusted Pros" />')
    expect(tags).toContain('<meta property="og:description" content="Get free quotes." />')
    expect(tags).toContain(`<meta property="og:image" content="${IMAGE.url}" />`)
    expect(tags).toContain('<meta property="og:image:width" content="1200" />')
    expect(tags).toContain('<meta property="og:image:height" content="630" />')
    expect(tags).toContain('<meta property="og:image:alt" content="A &quot;blue&quot; wall" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('make a page without an image a small card', () => {
    const tags = renderHeadTags(page, 'https://pros.example')
    expect(tags).not.toContain('og:image')
    expect(tags).toContain('<meta name="twitter:card" content="summary" />')
  })
})
