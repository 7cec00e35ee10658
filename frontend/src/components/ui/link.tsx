import { Link as RouterLink, type LinkProps } from 'react-router'

/** Props that change what React Router's Link does or renders beyond a plain anchor. */
const ROUTER_PROPS = new Set([
  'discover',
  'prefetch',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'mask',
  'defaultShouldRevalidate',
])

/**
 * A path on this site that React Router writes into `href` as it is (`/services/roofing?zip=33101`): from the root,
 * with no `.` or `..` segment or `//` for it to resolve and no bare `?` or `#` for it to drop.
 */
const SITE_PATH = /^(?=\/)(?:\/(?!\.{1,2}(?:[/?#]|$))[^/?#]+)*\/?(?:\?[^#]+)?(?:#.+)?$/

const isSitePath = (to: LinkProps['to']): to is string => typeof to === 'string' && SITE_PATH.test(to)

/**
 * The server's Link: for a path on this site and no router-only props, the anchor React Router's Link renders, to
 * the byte (link.test.tsx renders both), without its hooks, which resolve the path against the matched routes twice
 * and make a click handler the server never runs. They were a fifth of a page's render and of its allocations
 * (docs/decisions/0022-server-link.md), and every uncached page has 20 to 30 links.
 * Anything else is React Router's own Link.
 */
export const ServerLink = (props: LinkProps) => {
  const { to, target, children, ...anchor } = props
  if (!isSitePath(to) || Object.keys(anchor).some((prop) => ROUTER_PROPS.has(prop)))
    return <RouterLink {...props} />
  return (
    <a {...anchor} href={to} target={target} data-discover="true">
      {children}
    </a>
  )
}

/**
 * The site's links: React Router's in the browser, where a click navigates in the page, and the cheaper one on the
 * server, which renders the same markup for the browser to hydrate.
 */
export const Link = import.meta.env.SSR ? ServerLink : RouterLink
