type PublicUrlEnvironment = Partial<Record<'NODE_ENV' | 'PUBLIC_URL' | 'ALLOW_LOCAL_PUBLIC_URL', string>> & {
  PORT?: string | number
}

/** The public origin(s) PUBLIC_URL lists, the first being the one every link in an email and page starts with. */
export const publicOrigins = (env: PublicUrlEnvironment): string[] =>
  (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? '3000'}`)
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))

/** Host names that mean this machine: a link to one reaches only whoever sits at it. */
const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
  ['[::1]', '0.0.0.0', '[::]'].includes(hostname)

const hostnameOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).hostname
  } catch {
    return undefined
  }
}

/**
 * A deployment (NODE_ENV=production on an external database) must say where the public reaches it: unset,
 * PUBLIC_URL is http://localhost:$PORT, and every email's request and set-password link would point at the
 * reader's own machine. Like a missing SMTP_URL, it is refused at start; a production build tried on one machine
 * against its own PostgreSQL says so with ALLOW_LOCAL_PUBLIC_URL=1.
 */
export const requirePublicUrl = ({
  embedded,
  env,
}: {
  embedded: boolean
  env: PublicUrlEnvironment
}): void => {
  if (env.NODE_ENV !== 'production' || embedded) return
  for (const origin of publicOrigins(env)) {
    const hostname = hostnameOf(origin)
    if (hostname === undefined)
      throw new Error(`PUBLIC_URL lists "${origin}", which is not an origin such as https://pros.example`)
    if (isLocalHost(hostname) && env.ALLOW_LOCAL_PUBLIC_URL !== '1') {
      throw new Error(
        `Set PUBLIC_URL to the site's public origin (e.g. https://pros.example): production on an external ` +
          `database refuses ${env.PUBLIC_URL?.trim() ? `"${origin}"` : `an unset one (it means ${origin})`}, ` +
          'which would put this machine in every email link. A local run of the production build says so with ' +
          'ALLOW_LOCAL_PUBLIC_URL=1',
      )
    }
  }
}
