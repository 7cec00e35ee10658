import type { ErrorRequestHandler } from 'express'

import { errorCopy } from '../contracts/error-copy'
import { isDatabaseUnavailable } from '../database/errors'

type Logger = { error: (object: unknown, message?: string) => void }

/**
 * Self-contained (no script, no stylesheet of the build, which may be what failed), in the site's colours, and
 * nothing of the error itself.
 */
export const errorPageHtml = (status: number): string => {
  const { title, text } = errorCopy(status)
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | Find Trusted Pros</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; color: #0f172a; background: #fff; }
      header { border-bottom: 1px solid #e2e8f0; padding: 1rem; font-weight: 700; }
      header a { color: #1e40af; text-decoration: none; }
      main { max-width: 36rem; margin: 0 auto; padding: 6rem 1rem; text-align: center; }
      h1 { font-size: 1.875rem; margin: 0; }
      p { color: #475569; line-height: 1.5; }
      .home { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.25rem; border-radius: 0.375rem;
        background: #1d4ed8; color: #fff; font-weight: 600; text-decoration: none; }
    </style>
  </head>
  <body>
    <header><a href="/">Find Trusted Pros</a></header>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
      <a class="home" href="/">Return to Home</a>
    </main>
  </body>
</html>
`
}

/** The status an error carries (body parsing, a missing asset) when it is the request's fault. */
const clientErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/**
 * Express's last resort, registered after every route: instead of Express's own page (with the stack outside
 * production), a page of the site that says only whether to try again soon (503: the database is out of reach)
 * or not (500). Logged here, once.
 */
export const errorPage =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, next) => {
    // Too late for a page of our own: Express ends the response.
    if (res.headersSent) {
      next(error)
      return
    }
    const status = isDatabaseUnavailable(error) ? 503 : (clientErrorStatus(error) ?? 500)
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, `${req.method} ${req.path} failed`)
    res.status(status).set('Cache-Control', 'no-store').type('html').send(errorPageHtml(status))
  }
