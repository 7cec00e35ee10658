import {
  APIError,
  type CollectionBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

/**
 * How deep relationships are read as documents, for everyone: the site reads two levels at most (a referral's lead
 * and that lead's service). Payload's own `maxDepth` is set to the same figure, so server code is held to it too.
 */
export const MAX_READ_DEPTH = 2

/**
 * How many documents one REST read may ask for: the site's own lists ask for 100 at most, which keeps a public read
 * at depth 2 under about a megabyte (e2e/api.spec.ts measures it); signed-in people (the dashboard, the panel) may
 * ask for more, within what their access rules let them read.
 */
export const READ_LIMITS = { anonymous: 100, signedIn: 500 } as const

/** Beyond any list the site has: a page number past it only makes the database skip rows for nothing. */
const MAX_PAGE = 1_000_000

/** A refused read: the request's own fault, so logged as information rather than as a server error. */
export class UnboundedRead extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'UnboundedRead'
  }
}

type Query = Record<string, unknown>

/**
 * A whole number within bounds, written in digits only (`-1`, `1e3`, `abc`, `limit[]=` are not), or already read as
 * one (Payload turns the query's numbers into numbers in place, before a read's nested reads see it).
 */
const wholeNumber = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined
}

/**
 * Why a REST request's `depth`, `limit`, `page` or `pagination` would make an unbounded read, if it would: Payload
 * reads `limit=0` (or `pagination=false` without a limit) as "every document", and answers a depth over its
 * maximum with less than was asked. Each is refused whole instead, with what may be asked.
 */
export const readBoundsProblem = (
  query: Query,
  { signedIn, read }: { signedIn: boolean; read: boolean },
): string | undefined => {
  const maxLimit = signedIn ? READ_LIMITS.signedIn : READ_LIMITS.anonymous
  if (query['depth'] !== undefined && wholeNumber(query['depth'], 0, MAX_READ_DEPTH) === undefined)
    return `depth must be a whole number from 0 to ${MAX_READ_DEPTH}.`
  // A write's limit says how many documents it changes (the panel's bulk delete sends limit=0), not how many it reads.
  if (!read) return undefined
  if (query['limit'] !== undefined && wholeNumber(query['limit'], 1, maxLimit) === undefined)
    return `limit must be a whole number from 1 to ${maxLimit}${signedIn ? '' : ' without signing in'}.`
  if (query['page'] !== undefined && wholeNumber(query['page'], 1, MAX_PAGE) === undefined)
    return `page must be a whole number from 1 to ${MAX_PAGE}.`
  const pagination = query['pagination']
  if (
    pagination !== undefined &&
    pagination !== 'true' &&
    pagination !== true &&
    query['limit'] === undefined
  )
    return `pagination=false reads every document: give a limit of at most ${maxLimit} with it.`
  return undefined
}

/**
 * Refuses a REST request whose query would read without bounds, on every collection and global: it looks at the
 * request's own query, so a request made with the method-override POST the panel uses, or by the page renderer in
 * this process, is held to the same bounds, and at the signed-in person Payload found (not at a cookie's mere
 * presence). The server's own Local API calls are not REST and are not held.
 */
const refuseUnboundedRead = (req: PayloadRequest): void => {
  // Routing names the collection or global: before it, Payload reads the signed-in user with the same request, and
  // that read is not the request's own.
  if (req.payloadAPI !== 'REST' || !(req.routeParams?.['collection'] || req.routeParams?.['global'])) return
  const problem = readBoundsProblem(req.query as Query, {
    signedIn: Boolean(req.user),
    // The panel's method-override POST reaches here as the GET it stands for.
    read: req.method === 'GET',
  })
  if (problem) throw new UnboundedRead(problem)
}

const collectionHook: CollectionBeforeOperationHook = ({ args, req }) => {
  refuseUnboundedRead(req)
  return args
}

type GlobalBeforeOperationHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]
const globalHook: GlobalBeforeOperationHook = ({ args, req }) => {
  refuseUnboundedRead(req)
  return args
}

/** Adds the refusal to every collection and global, Payload's own (preferences, locks, jobs) included. */
export const withReadBounds = async (pending: Promise<SanitizedConfig>): Promise<SanitizedConfig> => {
  const config = await pending
  for (const collection of config.collections)
    collection.hooks.beforeOperation = [collectionHook, ...(collection.hooks.beforeOperation ?? [])]
  for (const global of config.globals)
    global.hooks.beforeOperation = [globalHook, ...(global.hooks.beforeOperation ?? [])]
  return config
}
