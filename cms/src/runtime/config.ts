/**
 * Every environment variable the product reads, in one zod schema: its type, its default and what it means (the
 * README's Environment table and `.env.example` are written from here by `npm run generate:env`). The environment
 * is parsed once per process, on first use, and the typed result is passed down; no other module reads it.
 *
 * This module imports nothing of ours, so that plain Node can load it from scripts/start.mjs.
 */
import { z } from 'zod'

/** A whole number of at least `min` (and at most `max`), the message naming the variable and what it takes. */
const wholeNumber = (name: string, min: number, max?: number, unit = '') => {
  const expected =
    max === undefined
      ? `${name} must be a whole number${unit}, at least ${min}`
      : `${name} must be a whole number${unit} from ${min} to ${max}`
  const number = z.coerce.number({ error: expected }).int(expected).min(min, expected)
  return max === undefined ? number : number.max(max, expected)
}

const port = (name: string) => wholeNumber(name, 1, 65_535)

const startingWith = (name: string, prefixes: string[], example: string) =>
  z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
    error: `${name} must start with ${prefixes.join(' or ')}, e.g. ${example}`,
  })

type Variable = {
  schema: z.ZodType
  /** The default as the README shows it. */
  shownDefault: string
  /** What the variable does, as the README's table says it. */
  meaning: string
  /** What `.env.example` suggests, when the default has no single value to write there. */
  example?: string
}

const variable = <Schema extends z.ZodType>(
  schema: Schema,
  shownDefault: string,
  meaning: string,
  example?: string,
) => ({ schema, shownDefault, meaning, example }) satisfies Variable

/** In the README's order. */
export const ENVIRONMENT_VARIABLES = {
  PORT: variable(port('PORT').default(3000), '`3000`', 'the HTTP port'),
  HOST: variable(z.string().default('::'), 'all interfaces', 'the address to listen on', '0.0.0.0'),
  DATABASE_URL: variable(
    startingWith(
      'DATABASE_URL',
      ['postgres://', 'postgresql://'],
      'postgres://user:pass@host:5432/db',
    ).optional(),
    'none: embedded PostgreSQL',
    'an external PostgreSQL 15+, e.g. `postgres://user:pass@host:5432/db`',
    'postgres://user:pass@host:5432/db',
  ),
  DATA_DIR: variable(
    z.string().default('.data'),
    '`.data`',
    'where the embedded PostgreSQL keeps its data and the generated secret',
  ),
  MEDIA_DIR: variable(
    z.string().optional(),
    '`$DATA_DIR/media`',
    'where uploaded pictures and their WebP copies are kept; every copy of the server must see the same folder (below)',
    '.data/media',
  ),
  CREDENTIAL_FILES_DIR: variable(
    z.string().optional(),
    '`$DATA_DIR/credential-files`',
    'where the private evidence of licences and insurance is kept: outside every public route, and, like ' +
      '`MEDIA_DIR`, one folder every copy of the server sees',
    '.data/credential-files',
  ),
  EMBEDDED_POSTGRES_PORT: variable(
    port('EMBEDDED_POSTGRES_PORT').default(54329),
    '`54329`',
    'the embedded PostgreSQL’s port (loopback only)',
  ),
  PAYLOAD_SECRET: variable(
    z.string().optional(),
    'generated into `.data/`',
    'signs sessions; required (32+ random characters) when `NODE_ENV=production` with `DATABASE_URL`',
  ),
  PUBLIC_URL: variable(
    z.string().optional(),
    '`http://localhost:$PORT`',
    'the public origin(s), comma-separated: CSRF, CORS, cookies, email links; `https://` turns on Secure cookies ' +
      'and HSTS; with `NODE_ENV=production` and `DATABASE_URL`, not `localhost`',
    'https://pros.example',
  ),
  ALLOW_LOCAL_PUBLIC_URL: variable(
    z.enum(['0', '1'], { error: 'ALLOW_LOCAL_PUBLIC_URL must be 1 or 0' }).optional(),
    'none',
    '`1`: a local run (a try-out, the tests) of production on an external database may keep a `localhost` ' +
      '`PUBLIC_URL`',
    '1',
  ),
  SEED_ADMIN_EMAIL: variable(
    z.email({ error: 'SEED_ADMIN_EMAIL must be an email address' }).optional(),
    'none',
    'the first staff member’s (an admin’s) email address on a non-embedded database; required there until one ' +
      'exists: the release step refuses to finish without',
    'you@example.com',
  ),
  SEED_ADMIN_PASSWORD: variable(
    z.string().optional(),
    'none',
    'that first staff member’s password, with `SEED_ADMIN_EMAIL`',
  ),
  TRUST_PROXY: variable(
    z.string().optional(),
    'none: the socket’s address',
    'the proxies in front whose `X-Forwarded-For` to believe (Express `trust proxy`: a hop count such as `1`, or ' +
      'addresses); rate limits and consent records use the client address it gives',
    '1',
  ),
  JOBS: variable(
    z.enum(['on', 'off'], { error: 'JOBS must be on or off' }).default('on'),
    '`on`',
    '`off`: this copy sends no email (a web copy beside `npm run worker`); every process that sends claims its own ' +
      'emails, so none is sent twice',
  ),
  SMTP_URL: variable(
    startingWith('SMTP_URL', ['smtp://', 'smtps://'], 'smtp://user:pass@mail.example:587').optional(),
    'none (mail is logged)',
    'the mail server, e.g. `smtp://user:pass@mail.example:587`; required when `NODE_ENV=production` with ' +
      '`DATABASE_URL`: without it, start is refused',
    'smtp://user:pass@mail.example:587',
  ),
  EMAIL_FROM: variable(
    z.string().default('quotes@findtrustedpros.example'),
    '`quotes@findtrustedpros.example`',
    'the address emails are sent from',
  ),
  EMAIL_RETRY_DELAY_SECONDS: variable(
    wholeNumber('EMAIL_RETRY_DELAY_SECONDS', 0, undefined, ' of seconds').default(2),
    '`2`',
    'the wait before a failed email’s first retry (8 attempts, each wait twice the one before); give every process ' +
      'the same value',
  ),
  EMAIL_CLAIM_SECONDS: variable(
    wholeNumber('EMAIL_CLAIM_SECONDS', 4, undefined, ' of seconds').default(60),
    '`60`',
    'how long a worker’s claim on an email lasts: a worker that died or hung has its email taken back by another ' +
      'after this (at least 4; give every process the same value)',
  ),
  EMAIL_WORKER_CONCURRENCY: variable(
    wholeNumber('EMAIL_WORKER_CONCURRENCY', 1, 50).default(1),
    '`1`',
    'emails one process sends at once (1-50); each one more is one more message that may go out twice if the ' +
      'process is killed mid-send',
  ),
  SHUTDOWN_DELAY_MS: variable(
    wholeNumber('SHUTDOWN_DELAY_MS', 0).default(0),
    '`0`',
    'on SIGTERM, how long `/readyz` answers 503 while the copy still serves, before it stops taking connections',
  ),
  METRICS_PORT: variable(
    port('METRICS_PORT').optional(),
    'none (off)',
    'a port of its own serving `GET /metrics` (Prometheus text, no sign-in) from this copy or worker',
    '9464',
  ),
  METRICS_HOST: variable(
    z.string().default('127.0.0.1'),
    '`127.0.0.1`',
    'the address the metrics port listens on; set it to a private network’s address for a scraper on another ' +
      'host, never a public one',
  ),
  DATABASE_POOL_MAX: variable(
    wholeNumber('DATABASE_POOL_MAX', 1).default(10),
    '`10`',
    'the most PostgreSQL connections a process’s pool opens (the connection budget, under Deploy)',
  ),
  DATABASE_CONNECT_TIMEOUT_MS: variable(
    wholeNumber('DATABASE_CONNECT_TIMEOUT_MS', 1).default(10_000),
    '`10000`',
    'how long a query waits for a connection (a new one, or a free one from a full pool) before it fails and the ' +
      'request gets 503',
  ),
  WORKER_HEARTBEAT_FILE: variable(
    z.string().optional(),
    '`$DATA_DIR/worker-heartbeat`',
    'where `npm run worker` writes the time every 5 s, and `npm run worker:health` reads it',
    '.data/worker-heartbeat',
  ),
  SITE_ADDRESS: variable(
    z.string().optional(),
    '`localhost`',
    '`docker-compose.yml` only: the public host name Caddy gets a TLS certificate for',
    'pros.example.com',
  ),
  NODE_ENV: variable(
    z
      .enum(['production', 'development', 'test'], {
        error: 'NODE_ENV must be production, development or test',
      })
      .optional(),
    '`production` (`npm start`)',
    '`development` (`npm run dev`) serves the frontend through Vite with live reload',
    'production',
  ),
  NEXT_PHASE: variable(
    z.string().optional(),
    'none',
    'set by Next itself while `npm run build` loads the Payload config, which then checks nothing and writes no ' +
      'secret; never set it yourself',
  ),
  PAGE_CACHE_TTL_MS: variable(
    wholeNumber('PAGE_CACHE_TTL_MS', 0).default(300_000),
    '`300000` (5 minutes)',
    'how long a rendered public page is served from memory; then it is kept a day more, for when rendering fails',
  ),
  QUOTE_RATE_LIMIT: variable(
    wholeNumber('QUOTE_RATE_LIMIT', 0).default(10),
    '`10`',
    'quote requests allowed per client address in `QUOTE_RATE_WINDOW_MS`, counted in PostgreSQL across copies; ' +
      '`0` turns it off',
  ),
  QUOTE_RATE_WINDOW_MS: variable(
    wholeNumber('QUOTE_RATE_WINDOW_MS', 1).default(3_600_000),
    '`3600000` (1 hour)',
    'the window of `QUOTE_RATE_LIMIT`',
  ),
  REQUEST_PAGE_RATE_LIMIT: variable(
    wholeNumber('REQUEST_PAGE_RATE_LIMIT', 0).default(30),
    '`30`',
    'withdrawals, deletion requests and hire choices from request pages allowed per client address in ' +
      '`REQUEST_PAGE_RATE_WINDOW_MS`',
  ),
  REQUEST_PAGE_RATE_WINDOW_MS: variable(
    wholeNumber('REQUEST_PAGE_RATE_WINDOW_MS', 1).default(3_600_000),
    '`3600000` (1 hour)',
    'the window of `REQUEST_PAGE_RATE_LIMIT`',
  ),
  ZIP_CHECK_RATE_LIMIT: variable(
    wholeNumber('ZIP_CHECK_RATE_LIMIT', 0).default(120),
    '`120`',
    'ZIP code checks (`GET /api/zip-codes/{zip}`, asked by the quote forms) allowed per client address in ' +
      '`ZIP_CHECK_RATE_WINDOW_MS`',
  ),
  ZIP_CHECK_RATE_WINDOW_MS: variable(
    wholeNumber('ZIP_CHECK_RATE_WINDOW_MS', 1).default(900_000),
    '`900000` (15 minutes)',
    'the window of `ZIP_CHECK_RATE_LIMIT`',
  ),
}

type Variables = typeof ENVIRONMENT_VARIABLES

export type VariableName = keyof Variables

const configurationSchema = z.object(
  Object.fromEntries(Object.entries(ENVIRONMENT_VARIABLES).map(([name, { schema }]) => [name, schema])) as {
    [Name in VariableName]: Variables[Name]['schema']
  },
)

export type Configuration = z.infer<typeof configurationSchema>

export type EnvironmentVariables = Partial<Record<string, string>>

/** Values a refusal must not repeat into a log: they may hold a password. */
const UNSHOWN: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'PAYLOAD_SECRET',
  'SEED_ADMIN_PASSWORD',
])

/**
 * The configuration an environment gives. A blank value counts as unset. A bad value is refused, each message
 * naming its variable, what it takes and what it was given.
 */
export const parseConfiguration = (env: EnvironmentVariables): Configuration => {
  const given = Object.fromEntries(
    Object.keys(ENVIRONMENT_VARIABLES).map((name) => [name, env[name]?.trim() ? env[name] : undefined]),
  )
  const parsed = configurationSchema.safeParse(given)
  if (parsed.success) return parsed.data
  throw new Error(
    parsed.error.issues
      .map((issue) => {
        const name = String(issue.path[0])
        return UNSHOWN.has(name) ? issue.message : `${issue.message} (it is "${given[name] ?? ''}")`
      })
      .join('; '),
  )
}

let loaded: Configuration | undefined

/** This process's configuration, parsed from its environment the first time it is asked for. */
export const loadConfiguration = (): Configuration => (loaded ??= parseConfiguration(process.env))

/** The environment for a child process: this one's, with `changes` on top. */
export const childEnvironment = (changes: EnvironmentVariables = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...changes,
})
