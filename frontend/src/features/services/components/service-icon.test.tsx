import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ServiceIcon } from './service-icon'

describe('ServiceIcon', () => {
  it.each([
    ['chef-hat', 'lucide-chef-hat'],
    ['square', 'lucide-brick-wall'],
    ['bug', 'lucide-bug'],
  ])('draws the lucide icon chosen for %s', (name, iconClass) => {
    expect(renderToString(<ServiceIcon name={name} />)).toContain(iconClass)
  })

  it('draws a hammer for an icon name the site does not know', () => {
    expect(renderToString(<ServiceIcon name="spaceship" />)).toContain('lucide-hammer')
  })

  it('is hidden from screen readers and keeps the size it is given', () => {
    const html = renderToString(<ServiceIcon name="bath" className="h-8 w-8" />)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('h-8 w-8')
  })
})
