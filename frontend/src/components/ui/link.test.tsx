import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, Link as RouterLink, type LinkProps, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ServerLink } from './link'

/** The markup of `element` rendered as a page would render it: on the server, inside a matched nested route. */
const markupOf = (element: ReactNode): string => {
  const router = createMemoryRouter(
    [{ path: '/', children: [{ path: 'locations/:state/:city/:service', element }] }],
    { initialEntries: ['/locations/florida/miami/roofing?utm_source=mail'] },
  )
  return renderToString(<RouterProvider router={router} />)
}

/** Each form of link the site renders: a bare path, one with a query, one with a fragment, and the props passed. */
const SITE_LINKS: LinkProps[] = [
  { to: '/', children: 'Home' },
  { to: '/services/kitchen-remodeling', className: 'group flex', children: <h3>Kitchen Remodeling</h3> },
  {
    to: '/quotes/start?service=roofing&zip=33101',
    'aria-label': 'Get quotes for roofing',
    children: 'Get quotes',
  },
  { to: '/privacy#cookies', target: '_blank', onClick: () => undefined, children: 'Privacy Policy' },
  { to: '/services/', children: 'All services' },
]

/** Links it leaves to React Router's own, since their markup depends on more than their path. */
const ROUTER_LINKS: LinkProps[] = [
  { to: 'reviews', children: 'Relative to the route' },
  { to: { pathname: '/services', search: '?zip=33101' }, children: 'An object' },
  { to: 'https://example.com/x', children: 'Another site' },
  { to: '/services', reloadDocument: true, children: 'A full load' },
  { to: '/services', discover: 'none', children: 'Not discovered' },
  { to: '/services?', children: 'A bare query' },
  { to: '/services/../about', children: 'A segment to resolve' },
  { to: '//example.com/x', children: 'Another site, by its host' },
  { to: '', children: 'This page' },
]

describe('ServerLink', () => {
  it.each([...SITE_LINKS, ...ROUTER_LINKS])('renders what React Router’s Link renders for “$to”', (props) => {
    const expected = markupOf(<RouterLink {...props} />)
    expect(expected).toContain('<a ')
    expect(markupOf(<ServerLink {...props} />)).toBe(expected)
  })

  it.each(SITE_LINKS)('renders a link to “$to” without React Router’s hooks', (props) => {
    // React Router's Link throws outside a router; the plain anchor needs none.
    expect(() => renderToString(<RouterLink {...props} />)).toThrow()
    expect(renderToString(<ServerLink {...props} />)).toContain(
      `href="${String(props.to).replace(/&/g, '&amp;')}"`,
    )
  })
})
