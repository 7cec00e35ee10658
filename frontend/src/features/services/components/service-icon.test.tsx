import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ServiceIcon } from './service-icon'

const SVG =
  '<svg class="lucide lucide-chef-hat" aria-hidden="true"><path d="M17 21a1 1 0 0 0 1-1"></path></svg>'

describe('ServiceIcon', () => {
  it('shows the drawing the CMS sent, hidden from screen readers, at the size it is given', () => {
    const html = renderToString(<ServiceIcon service={{ iconSvg: SVG }} className="h-8 w-8" />)
    expect(html).toBe(`<span aria-hidden="true" class="h-8 w-8">${SVG}</span>`)
  })

  it('shows nothing when the service has no drawing', () => {
    expect(renderToString(<ServiceIcon service={{ iconSvg: null }} />)).toBe('')
  })
})
