import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { RequestHandler } from 'express'
import helmet from 'helmet'

/** The CSP source of each inline script in a page template: the hash of its text, as the browser computes it. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )

type Locals = { locals?: { scriptNonce?: string } }

/**
 * The panel's pages are rendered by Next for each request, with inline scripts of their own: each response gets a
 * fresh nonce, passed to Next as the request's Content-Security-Policy header, from which Next reads it and puts
 * it on every script it writes.
 */
export const panelScriptNonce = (): RequestHandler => (_req, res, next) => {
  res.locals.scriptNonce = randomBytes(16).toString('base64')
  next()
}

/** Hands Next the policy of this response (see panelScriptNonce). */
export const policyToNext = (): RequestHandler => (req, res, next) => {
  const policy = res.getHeader('Content-Security-Policy')
  if (typeof policy === 'string') req.headers['content-security-policy'] = policy
  next()
}

/**
 * Headers for every response. Scripts run only from our own origin, plus the inline ones we wrote: the public
 * pages' template has one (the loader, vite.config.ts), allowed by its hash; the panel's have a per-response nonce.
 * Development adds what Vite's and Next's live reloading need. Styles may be inline (style attributes, the error
 * page's stylesheet, the panel's); everything is limited to our own origin, and no one may frame us.
 */
export const securityHeaders = ({
  dev,
  pageScriptHashes,
  publicOrigin,
}: {
  dev: boolean
  pageScriptHashes: string[]
  /** The site's public origin: HTTPS turns on HSTS. */
  publicOrigin: string
}) => {
  const pageScripts = dev ? ["'unsafe-inline'"] : pageScriptHashes
  const scripts = (_req: IncomingMessage, res: ServerResponse) => {
    const nonce = (res as ServerResponse & Locals).locals?.scriptNonce
    return (nonce ? [`'nonce-${nonce}'`] : pageScripts).join(' ') || "'none'"
  }
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", scripts, ...(dev ? ["'unsafe-eval'"] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    // HSTS only where the public origin is HTTPS (production behind TLS).
    strictTransportSecurity: publicOrigin.startsWith('https://') ? { maxAge: 31536000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Not on the public pages: a page that asks for an opener policy of its own starts a browsing context group
    // of its own (likely a fresh renderer process) when a visitor arrives from elsewhere, which Lighthouse counted
    // as blocking time on every load (docs/decisions/0025-no-opener-policy-on-public-pages.md). Those pages show
    // content anyone may read; the staff areas below keep it.
    crossOriginOpenerPolicy: false,
  })
}

/** The staff areas' pages share no browsing context (and so no process) with a window of another origin. */
export const staffAreaHeaders = () => helmet.crossOriginOpenerPolicy({ policy: 'same-origin' })
