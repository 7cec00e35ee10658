import {
  addDataAndFileToRequest,
  NotFound,
  UnauthorizedError,
  type Access,
  type CollectionSlug,
  type Endpoint,
  type GlobalSlug,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'

import { forgotPasswordHandler } from '../endpoints/forgot-password'
import { loadConfiguration } from '../runtime/config'
import { refusal } from '../server/refusals'
import { isTeam } from './isTeam'

/**
 * Payload adds collections and routes of its own (document locks, panel preferences, the auth routes), with rules
 * of its own: any signed-in user may lock any document in anyone's name. These get ours. Payload offers no option
 * for them, so they are changed in the sanitized config; each change throws when what it changes is not there
 * (a Payload upgrade moved it) rather than leave Payload's rule in place unnoticed.
 */

const collectionOf = (config: SanitizedConfig, slug: string): SanitizedCollectionConfig => {
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  if (!collection)
    throw new Error(`Payload no longer adds the ${slug} collection: review access/internal-collections.ts`)
  return collection
}

type Relation = { relationTo?: unknown; value?: unknown } | string | null | undefined

const idOf = (relation: Relation): unknown =>
  relation && typeof relation === 'object' ? relation.value : relation

/** Whether the user may edit documents of this collection at all (the panel locks only what it lets you edit). */
const mayEdit = async (req: PayloadRequest, slug: unknown): Promise<boolean> => {
  const collection = typeof slug === 'string' ? req.payload.collections[slug as CollectionSlug] : undefined
  return Boolean(collection && (await collection.config.access.update({ req })))
}

/** Whether the user may update this global (site settings, the home page). */
const mayEditGlobal = async (req: PayloadRequest, slug: unknown): Promise<boolean> => {
  const global = req.payload.config.globals.find((candidate) => candidate.slug === (slug as GlobalSlug))
  return Boolean(global && (await global.access.update({ req })))
}

/**
 * A document lock is taken, taken over or released by a signed-in user, in their own name, on a document of a
 * collection they may edit, or on a global they may update: an editor can no longer lock a lead in the admin's
 * name, or take over staff's lock on one, and so keep staff out of every lead (423), and a contractor cannot lock
 * the site settings.
 */
const lockOfEditableDocument: Access = async ({ req, id, data }) => {
  if (!req.user) return false
  const change = (data ?? {}) as { user?: Relation; document?: Relation; globalSlug?: unknown }
  if (change.user !== undefined && idOf(change.user) !== req.user.id) return false
  const lock = id
    ? await req.payload.findByID({
        collection: 'payload-locked-documents',
        id,
        depth: 0,
        req,
        disableErrors: true,
      })
    : null
  const globalSlug = change.globalSlug ?? lock?.globalSlug
  if (globalSlug !== undefined && globalSlug !== null) return mayEditGlobal(req, globalSlug)
  const document = (change.document ?? lock?.document) as Relation
  if (document === undefined || document === null) return true
  return typeof document === 'object' && mayEdit(req, document.relationTo)
}

const lockRules = (locks: SanitizedCollectionConfig) => {
  // Reading shows who is editing what, and only to the team (a contractor's account is signed in, but not the team).
  locks.access = {
    ...locks.access,
    read: isTeam,
    create: lockOfEditableDocument,
    update: lockOfEditableDocument,
    delete: lockOfEditableDocument,
  }
}

/**
 * DELETE /api/payload-preferences/:key answered 500 for everyone: Payload's handler deletes with a condition on the
 * preference's owner, and its SQL for that condition is broken. The same delete, looked up first and then removed
 * by id.
 */
const deletePreference: PayloadHandler = async (req) => {
  if (!req.user) throw new UnauthorizedError(req.t)
  const key = req.routeParams?.key
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: { key: { equals: key } },
    overrideAccess: false,
    user: req.user,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const preference = docs[0]
  if (!preference) throw new NotFound(req.t)
  await req.payload.delete({ collection: 'payload-preferences', id: preference.id, req })
  return Response.json({ message: req.t('general:deletedSuccessfully') })
}

const replacePreferenceDelete = (preferences: SanitizedCollectionConfig) => {
  const endpoint = (preferences.endpoints || []).find(
    (candidate) => candidate.method === 'delete' && candidate.path === '/:key',
  )
  if (!endpoint)
    throw new Error('Payload no longer routes DELETE /api/payload-preferences/:key: review this fix')
  endpoint.handler = deletePreference
}

/**
 * Accounts are made by admins, never verified by email, so the verification route has no table column behind it
 * and answered 500: it goes.
 */
const withoutEmailVerification = (users: SanitizedCollectionConfig) => {
  if (users.auth.verify) throw new Error('Users verify their email now: keep the /verify route')
  const routes = users.endpoints || []
  const verify = routes.findIndex((endpoint) => endpoint.path.startsWith('/verify/'))
  if (verify === -1)
    throw new Error('Payload no longer routes /api/users/verify: review access/internal-collections.ts')
  routes.splice(verify, 1)
}

/**
 * Each route's handler as `wrap` makes it. Payload shares its route objects between collections (every collection's
 * `find` is one object), so a route is replaced by a copy, never changed in place.
 */
const wrapRoutes = <Routes extends Endpoint[] | false>(
  routes: Routes,
  wrap: (endpoint: Endpoint) => Endpoint['handler'],
): Routes =>
  (routes ? routes.map((endpoint) => ({ ...endpoint, handler: wrap(endpoint) })) : routes) as Routes

/** Payload's forgot-password route voided an unused invitation and had no limit: ours (endpoints/forgot-password.ts). */
const replaceForgotPassword = (users: SanitizedCollectionConfig) => {
  const isForgotPassword = (endpoint: Endpoint) =>
    endpoint.method === 'post' && endpoint.path === '/forgot-password'
  if (!(users.endpoints || []).some(isForgotPassword))
    throw new Error('Payload no longer routes /api/users/forgot-password: review this fix')
  users.endpoints = wrapRoutes(users.endpoints, (endpoint) =>
    isForgotPassword(endpoint)
      ? async (req) => {
          await addDataAndFileToRequest(req)
          return forgotPasswordHandler(req)
        }
      : endpoint.handler,
  )
}

/**
 * Payload lets anyone make an account, with any role, while the users table is empty: the panel's "create first
 * user". Here accounts come from the release step (the development login, or SEED_ADMIN_*) and from admins, so the
 * route is closed once any account exists, and always in production, where an empty table means a release that
 * did not finish, never an invitation. Development on a fresh database keeps it.
 */
const closeFirstRegister = (users: SanitizedCollectionConfig) => {
  const isFirstRegister = (endpoint: Endpoint) =>
    endpoint.method === 'post' && endpoint.path === '/first-register'
  if (!(users.endpoints || []).some(isFirstRegister))
    throw new Error('Payload no longer routes /api/users/first-register: review this fix')
  users.endpoints = wrapRoutes(users.endpoints, (endpoint) =>
    isFirstRegister(endpoint)
      ? async (req) => {
          if (loadConfiguration().NODE_ENV === 'production')
            return refusal(
              403,
              'Accounts are not registered here in production: the first staff member comes from ' +
                'SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD, the others from an admin.',
            )
          const { totalDocs } = await req.payload.count({ collection: 'users' })
          if (totalDocs > 0)
            return refusal(403, 'This site has its first user already: new accounts are made by an admin.')
          return endpoint.handler(req)
        }
      : endpoint.handler,
  )
}

/**
 * Every answer of the accounts' routes is one person's, and some carry a session token (sign-in, set-password,
 * me, refresh): none is kept by a browser or a shared cache, refusals included (Payload adds the request's
 * response headers to its answers and to its errors).
 */
const privateAccountAnswers = (users: SanitizedCollectionConfig) => {
  users.endpoints = wrapRoutes(users.endpoints, ({ handler }) => async (req) => {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Cache-Control', 'no-store')
    const response = await handler(req)
    // Payload appends the request's headers to the answer's: one Cache-Control, not two.
    if (response.headers.has('Cache-Control')) req.responseHeaders.delete('Cache-Control')
    return response
  })
}

/** The media type of a request's body (Payload compares it as sent). */
const mediaTypeOf = (req: PayloadRequest): string =>
  (req.headers.get('Content-Type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''

/** What a JSON text holds: an object (an empty text reads as one, as Payload reads it), another value, or no JSON. */
const jsonKind = (text: string): 'object' | 'other' | 'invalid' => {
  let value: unknown
  try {
    value = text ? JSON.parse(text) : {}
  } catch {
    return 'invalid'
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? 'object' : 'other'
}

/** The `_payload` field of a multipart body (an upload's document), read from a copy of the request. */
const multipartPayloadField = async (req: PayloadRequest): Promise<string | undefined> => {
  if (!req.clone) return undefined
  try {
    const field = (await req.clone().formData()).get('_payload')
    return typeof field === 'string' ? field : undefined
  } catch {
    // A body that is not valid multipart is Payload's to refuse.
    return undefined
  }
}

/**
 * A JSON body that is not an object (`[]`, `"x"`, `1`, `null`), or an upload whose `_payload` field is not one, is
 * refused with 400 on every route that takes a body: Payload hands any JSON value on as a document's data (and
 * parses `_payload` unguarded), and its operations failed on them with 500. A JSON body is read once here and
 * handed on as it was.
 */
const objectBodiesOnly = ({ method, handler }: Endpoint): Endpoint['handler'] => {
  if (!['post', 'patch', 'put'].includes(method)) return handler
  return async (req) => {
    const mediaType = mediaTypeOf(req)
    if (mediaType === 'application/json' && req.text) {
      const text = await req.text()
      // Text that is not JSON at all Payload refuses itself (400 Invalid JSON).
      if (jsonKind(text) === 'other') return refusal(400, 'The request body must be a JSON object.')
      req.text = () => Promise.resolve(text)
      req.json = () => Promise.resolve(JSON.parse(text) as unknown)
    } else if (mediaType.startsWith('multipart/')) {
      const field = await multipartPayloadField(req)
      if (field !== undefined && jsonKind(field) !== 'object')
        return refusal(400, 'The upload’s _payload field must be a JSON object.')
    }
    return handler(req)
  }
}

export const withOwnRules = async (pending: Promise<SanitizedConfig>): Promise<SanitizedConfig> => {
  const config = await pending
  lockRules(collectionOf(config, 'payload-locked-documents'))
  replacePreferenceDelete(collectionOf(config, 'payload-preferences'))
  withoutEmailVerification(collectionOf(config, 'users'))
  replaceForgotPassword(collectionOf(config, 'users'))
  closeFirstRegister(collectionOf(config, 'users'))
  privateAccountAnswers(collectionOf(config, 'users'))
  config.endpoints = wrapRoutes(config.endpoints, objectBodiesOnly)
  for (const owner of [...config.collections, ...config.globals])
    owner.endpoints = wrapRoutes(owner.endpoints, objectBodiesOnly)
  return config
}
