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
  })
