import helmet from 'helmet'

/**
 * Headers for every response. The Payload panel (Next) ships inline bootstrap scripts and styles, so scripts
 * allow 'unsafe-inline'; everything is still limited to our own origin, and no one may frame us.
 */
export const securityHeaders = ({ dev }: { dev: boolean }) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
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
    strictTransportSecurity: (process.env.PUBLIC_URL ?? '').startsWith('https://')
      ? { maxAge: 31536000 }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Not on the public pages: a page that asks for an opener policy of its own starts a browsing context group
    // of its own (likely a fresh renderer process) when a visitor arrives from elsewhere, and Lighthouse measured
    // about 90 ms more blocking time per load with it (median TBT of 10 runs of /quotes/start: 110 ms with it,
    // 20 ms without). Those pages show content anyone may read; the staff areas below keep it.
    crossOriginOpenerPolicy: false,
  })

/** Where staff read every lead's personal data: the dashboard and the Payload panel. */
export const STAFF_AREAS = ['/admin', '/cms']

/** The staff areas' pages share no browsing context (and so no process) with a window of another origin. */
export const staffAreaHeaders = () => helmet.crossOriginOpenerPolicy({ policy: 'same-origin' })
