import { describe, expect, it } from 'vitest'

import { iconMarkup } from './icon'

describe('iconMarkup', () => {
  it.each(['chef-hat', 'house', 'building-2', 'brick-wall'])(
    'draws lucide’s %s as decorative SVG',
    (name) => {
      const svg = iconMarkup(name)
      expect(svg).toMatch(new RegExp(`^<svg [^>]*class="lucide [^"]*lucide-${name}"`))
      expect(svg).toContain('aria-hidden="true"')
      expect(svg).toContain('stroke="currentColor"')
    },
  )

  it('has nothing for a name lucide does not know', () => {
    expect(iconMarkup('spaceship')).toBeNull()
    expect(iconMarkup('')).toBeNull()
  })
})
