import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ResponsiveImage as Picture } from '@contracts/media'

import { ResponsiveImage } from './responsive-image'

const IMAGE: Picture = {
  src: '/api/media/file/roof-960x540.webp?v=1',
  srcSet: '/api/media/file/roof-480x270.webp?v=1 480w, /api/media/file/roof-960x540.webp?v=1 960w',
  width: 1600,
  height: 900,
  alt: 'A new roof',
  position: '50% 30%',
}

describe('ResponsiveImage', () => {
  it('offers the copies with their widths, reserves its box and waits until it is near', () => {
    const html = renderToString(<ResponsiveImage image={IMAGE} sizes="100vw" />)
    expect(html).toContain(`srcSet="${IMAGE.srcSet}"`)
    expect(html).toContain('sizes="100vw"')
    expect(html).toContain('width="1600" height="900"')
    expect(html).toContain('alt="A new roof"')
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('fetchPriority')
    expect(html).toContain('object-position:50% 30%')
  })

  it('is fetched at once and first when it is the largest picture above the fold', () => {
    const html = renderToString(<ResponsiveImage image={IMAGE} sizes="100vw" priority />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('offers the copies only where a media query matches, and a request-free pixel elsewhere', () => {
    const html = renderToString(
      <ResponsiveImage image={IMAGE} sizes="30rem" shownWhere="(min-width: 1024px)" />,
    )
    expect(html).toMatch(
      /^<picture><source media="\(min-width: 1024px\)" srcSet="[^"]+" sizes="30rem"\/><img src="data:image\/gif;base64,[^"]+"/,
    )
    expect(html.match(/srcSet=/g)).toHaveLength(1)
  })

  it('is skipped by screen readers beside a name that says it all', () => {
    expect(renderToString(<ResponsiveImage image={IMAGE} sizes="3rem" decorative />)).toContain('alt=""')
  })
})
