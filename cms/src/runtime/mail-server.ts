/**
 * A deployment (NODE_ENV=production on an external database) must name its mail server: without SMTP_URL, Payload's
 * email is written to the log (smtp-adapter.ts), set-password and request-page links included, which a local
 * install and development want and a deployment must never do. Like a default PAYLOAD_SECRET, it is refused at start.
 */
export const requireMailServer = ({
  embedded,
  env,
}: {
  embedded: boolean
  env: Partial<Record<'NODE_ENV' | 'SMTP_URL', string>>
}): void => {
  if (env.NODE_ENV === 'production' && !embedded && !env.SMTP_URL?.trim()) {
    throw new Error(
      'Set SMTP_URL to the mail server (e.g. smtp://user:pass@mail.example:587): production on an external ' +
        'database refuses to start without one rather than write every email, and the links in it, to the log',
    )
  }
}
