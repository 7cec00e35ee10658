import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import zipcodes from 'zipcodes'

import type { Role } from '../src/contracts/roles'
import { toSlug } from '../src/contracts/slug'
import type { User } from '../src/payload-types'
import { canAccessPanel } from '../src/access/canAccessPanel'
import { credentialFilesDir } from '../src/collections/Credentials/credential-files'
import { mediaDir } from '../src/collections/Media'
import { frontendClientDir } from '../src/runtime/paths'
import { createContractorUser, createUser, serviceData, signInToken, testPayload, unique } from './payload'
import { licenceData, policyData } from './credentials'
import { picture } from './media'
import { asUser, fieldErrorsOf, firstErrorMessage, rest } from './rest'

type Actor = 'anonymous' | Role
type Operation = 'read' | 'create' | 'update' | 'delete'
type Data = Record<string, unknown>

const ACTORS: Actor[] = ['anonymous', 'editor', 'staff', 'admin', 'contractor']
const EVERYONE: Actor[] = ACTORS
const CONTENT_TEAM: Actor[] = ['editor', 'admin']
const LEAD_TEAM: Actor[] = ['staff', 'admin']
/** The team: everyone signed in but a contractor, whose account answers their own referrals at /pro. */
const TEAM: Actor[] = ['editor', 'staff', 'admin']
const SIGNED_IN: Actor[] = [...TEAM, 'contractor']

/** Who may do what to each collection, as the allowed actors per operation; every other actor is refused. */
const MATRIX: Record<string, Record<Operation, Actor[]>> = {
  // "read" means another user's account; everyone signed in reads their own (tested below).
  users: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  // For the collections with drafts, "read" means a draft; published documents are public (tested below).
  services: { read: TEAM, create: CONTENT_TEAM, update: CONTENT_TEAM, delete: CONTENT_TEAM },
  contractors: { read: EVERYONE, create: CONTENT_TEAM, update: CONTENT_TEAM, delete: CONTENT_TEAM },
  'cost-guides': { read: TEAM, create: CONTENT_TEAM, update: CONTENT_TEAM, delete: CONTENT_TEAM },
  'city-pages': { read: TEAM, create: CONTENT_TEAM, update: CONTENT_TEAM, delete: CONTENT_TEAM },
  articles: { read: TEAM, create: CONTENT_TEAM, update: CONTENT_TEAM, delete: CONTENT_TEAM },
  // Leads and referrals are written only by the quote-request endpoint, never through access; a contractor reads
  // the referrals sent to their company (the one made here is; another's is not found: tested below) and changes
  // them only through the portal's endpoint.
  leads: { read: LEAD_TEAM, create: [], update: LEAD_TEAM, delete: ['admin'] },
  referrals: { read: [...LEAD_TEAM, 'contractor'], create: [], update: LEAD_TEAM, delete: ['admin'] },
  // Reviews are written only by server code (the homeowner's endpoint, moderation, the contractor's reply); "read"
  // means one not yet published, and "update" is an editor featuring one (its other fields: tested below).
  reviews: { read: TEAM, create: [], update: CONTENT_TEAM, delete: ['admin'] },
  // Payload's own collections, with our rules (access/internal-collections.ts). A lock here is on a service, taken
  // (or taken over) in the actor's own name: only those who may edit services may.
  'payload-locked-documents': {
    read: TEAM,
    create: CONTENT_TEAM,
    update: CONTENT_TEAM,
    delete: CONTENT_TEAM,
  },
  // "read", "update" and "delete" mean another user's preference: everyone, the admin too, keeps to their own.
  'payload-preferences': { read: [], create: SIGNED_IN, update: [], delete: [] },
  // The checks behind the badges and their evidence: staff keep them, only an admin deletes one.
  licences: { read: LEAD_TEAM, create: LEAD_TEAM, update: LEAD_TEAM, delete: ['admin'] },
  'insurance-policies': { read: LEAD_TEAM, create: LEAD_TEAM, update: LEAD_TEAM, delete: ['admin'] },
  'credential-files': { read: LEAD_TEAM, create: LEAD_TEAM, update: LEAD_TEAM, delete: ['admin'] },
}

/**
 * Where a rule limits which documents an actor reads (their own account or preferences, published content), one
 * outside it is not found for them; every other refusal, writes to such documents included, is Forbidden (403).
 */
const ROW_SCOPED: Partial<Record<string, Partial<Record<Operation, Actor[]>>>> = {
  users: { read: SIGNED_IN },
  services: { read: ['anonymous', 'contractor'] },
  'cost-guides': { read: ['anonymous', 'contractor'] },
  'city-pages': { read: ['anonymous', 'contractor'] },
  articles: { read: ['anonymous', 'contractor'] },
  reviews: { read: ['anonymous', 'contractor'] },
  'payload-preferences': { read: SIGNED_IN },
}
const refusalOf = (collection: string, operation: Operation, actor: Actor): string =>
  ROW_SCOPED[collection]?.[operation]?.includes(actor) ? 'NotFound' : 'Forbidden'

let payload: Payload
const users = {} as Record<Role, User>
let stranger: User
const fixtures = { service: '', contractor: '', lead: '' }
/** Won referrals, one for each review made here (a referral has one review). */
const hiredReferrals: string[] = []
const hiredReferral = (): string => {
  const referral = hiredReferrals.pop()
  if (!referral) throw new Error('Make more hired referrals for the reviews of this file')
  return referral
}

const userOf = (actor: Actor): User | undefined => (actor === 'anonymous' ? undefined : users[actor])

const FLORIDA_CITIES = [...new Set(zipcodes.lookupByState('FL').map((place) => place.city))]
let citiesUsed = 0
/** A real city each time (a page's city must be one in its state), so no two pages share a place. */
const floridaCity = () => {
  const cityName = FLORIDA_CITIES[citiesUsed++]!
  return { city: toSlug(cityName), cityName }
}

/** A file to upload, as Payload's Local API takes one. */
type Upload = { data: Buffer; mimetype: string; name: string; size: number }

/** A scanned certificate, as staff would upload one. */
const certificate = async (): Promise<Upload> => {
  const data = await picture(200, 120)
  return { data, mimetype: 'image/png', name: `${unique('certificate')}.png`, size: data.length }
}

/**
 * A valid new document for each collection (as the actor would send it), with its file for an upload collection,
 * and a change the actor makes to it.
 */
const factories: Record<
  string,
  { create: (actor: Actor) => Data; change: (actor: Actor) => Data; file?: () => Promise<Upload> }
> = {
  users: {
    create: () => ({ email: `${unique('new')}@example.com`, password: 'a-long-password', role: 'editor' }),
    change: () => ({ name: 'Renamed' }),
  },
  services: {
    create: () => ({ ...serviceData(), _status: 'draft' }),
    change: () => ({ name: 'Renamed Service' }),
  },
  contractors: {
    create: () => ({
      name: 'Test Contractor',
      slug: unique('contractor'),
      description: 'A contractor made by a test.',
      services: [fixtures.service],
      states: ['FL'],
      contact: { email: 'office@test-contractor.example.com', phone: '(555) 010-0000' },
    }),
    change: () => ({ name: 'Renamed Contractor' }),
  },
  'cost-guides': {
    create: () => ({
      title: 'Test Guide',
      slug: unique('guide'),
      excerpt: 'A guide made by a test.',
      publishedAt: '2025-01-15T12:00:00.000Z',
    }),
    change: () => ({ title: 'Renamed Guide' }),
  },
  'city-pages': {
    create: () => ({
      state: 'florida',
      ...floridaCity(),
      zipCode: '33130',
      service: fixtures.service,
      costLow: 1,
      costAverage: 2,
      costHigh: 3,
      durationLow: 7,
      durationHigh: 14,
      metaTitle: 'Test Location Page',
    }),
    change: () => ({ metaTitle: 'Renamed Location Page' }),
  },
  articles: {
    create: () => ({
      title: 'Draft Article',
      slug: unique('article'),
      excerpt: 'An unpublished article.',
      author: 'Test Author',
    }),
    change: () => ({ title: 'Renamed Article' }),
  },
  leads: {
    create: () => ({
      service: fixtures.service,
      zipCode: '33101',
      name: 'Test Homeowner',
      email: 'homeowner@example.com',
      phone: '(555) 010-1234',
      contactPref: 'email',
      description: 'Replace the kitchen cabinets and counters.',
      consent: true,
      idempotencyKey: crypto.randomUUID(),
    }),
    change: () => ({ status: 'in-progress' }),
  },
  referrals: {
    create: () => ({ lead: fixtures.lead, contractor: fixtures.contractor }),
    change: () => ({ status: 'accepted' }),
  },
  reviews: {
    create: () => ({
      referral: hiredReferral(),
      contractor: fixtures.contractor,
      service: fixtures.service,
      hireEvidence: 'contractor-won',
      rating: 4,
      text: 'They finished on time and left the kitchen spotless.',
      reviewerName: 'Maria G.',
      reviewerCity: 'Miami, FL',
      featurePermission: true,
    }),
    // Unfeaturing: allowed on any review (featuring needs a published one: tested below).
    change: () => ({ featured: false }),
  },
  'payload-locked-documents': {
    create: (actor) => ({
      document: { relationTo: 'services', value: fixtures.service },
      user: { relationTo: 'users', value: userOf(actor)?.id ?? users.admin.id },
    }),
    // Taking the lock over, as the panel does.
    change: (actor) => ({ user: { relationTo: 'users', value: userOf(actor)?.id ?? users.admin.id } }),
  },
  licences: {
    create: () => licenceData(fixtures.contractor),
    change: () => ({ classification: 'Building Contractor' }),
  },
  'insurance-policies': {
    create: () => policyData(fixtures.contractor),
    change: () => ({ carrier: 'Other Mutual' }),
  },
  'credential-files': {
    create: () => ({ note: 'A certificate made by a test' }),
    change: () => ({ note: 'Renamed certificate' }),
    file: certificate,
  },
  'payload-preferences': {
    // Whoever makes it owns it: the admin's own, for the others to try to read, change or delete.
    create: (actor) => ({
      key: unique('preference'),
      value: { columns: ['name'] },
      user: { relationTo: 'users', value: userOf(actor)?.id ?? users.admin.id },
    }),
    change: () => ({ value: { columns: ['email'] } }),
  },
}

/** Make a document with full rights, as the server's own code would. */
const make = async (collection: string): Promise<string> => {
  const doc = await payload.create({
    collection: collection as CollectionSlug,
    data: factories[collection]!.create('admin') as never,
    file: await factories[collection]!.file?.(),
    // Preferences belong to whoever makes them: here someone who is none of the actors.
    user: stranger,
  })
  return String(doc.id)
}

const exists = async (collection: string, id: string): Promise<boolean> =>
  (await payload.count({ collection: collection as CollectionSlug, where: { id: { equals: id } } }))
    .totalDocs === 1

const attempt: Record<Operation, (collection: string, actor: Actor) => Promise<unknown>> = {
  read: async (collection, actor) => {
    const id = collection === 'users' ? String(users.admin.id) : await make(collection)
    const doc = await payload.findByID({
      collection: collection as CollectionSlug,
      id: collection === 'users' && actor === 'admin' ? String(users.editor.id) : id,
      overrideAccess: false,
      user: userOf(actor),
    })
    expect(doc.id).toBeTruthy()
  },
  create: async (collection, actor) => {
    const doc = await payload.create({
      collection: collection as CollectionSlug,
      data: factories[collection]!.create(actor) as never,
      file: await factories[collection]!.file?.(),
      overrideAccess: false,
      user: userOf(actor),
    })
    expect(await exists(collection, String(doc.id))).toBe(true)
  },
  update: async (collection, actor) => {
    const id = await make(collection)
    const change = factories[collection]!.change(actor)
    const doc = await payload.update({
      collection: collection as CollectionSlug,
      id,
      data: change as never,
      overrideAccess: false,
      user: userOf(actor),
    })
    // A relationship comes back as the related document.
    expect(doc).toMatchObject(
      'user' in change ? { user: { value: expect.objectContaining({ id: userOf(actor)!.id }) } } : change,
    )
  },
  delete: async (collection, actor) => {
    const id = await make(collection)
    try {
      await payload.delete({
        collection: collection as CollectionSlug,
        id,
        overrideAccess: false,
        user: userOf(actor),
      })
    } finally {
      // Whatever the answer, the document is gone exactly when the delete was allowed.
      expect(await exists(collection, id)).toBe(!MATRIX[collection]!.delete.includes(actor))
    }
  },
}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['editor', 'staff', 'admin'] as const) users[role] = await createUser(payload, role)
  stranger = await createUser(payload, 'editor')
  fixtures.service = await make('services')
  fixtures.contractor = await make('contractors')
  // The contractor actor answers for the company every referral made here is sent to.
  users.contractor = await createContractorUser(payload, fixtures.contractor)
  fixtures.lead = await make('leads')
  for (let made = 0; made < 40; made += 1) {
    const referral = await payload.create({
      collection: 'referrals',
      data: { lead: await make('leads'), contractor: fixtures.contractor },
    })
    await payload.update({ collection: 'referrals', id: referral.id, data: { status: 'won' } })
    hiredReferrals.push(referral.id)
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'referrals', where: { lead: { equals: fixtures.lead } } })
})

describe.each(Object.keys(MATRIX))('%s access', (collection) => {
  const cases = (['read', 'create', 'update', 'delete'] as const).flatMap((operation) =>
    ACTORS.map((actor) => ({ operation, actor, allowed: MATRIX[collection]![operation].includes(actor) })),
  )
  it.each(cases)('$operation by $actor: allowed $allowed', async ({ operation, actor, allowed }) => {
    const result = attempt[operation](collection, actor)
    if (allowed) await expect(result).resolves.toBeUndefined()
    else await expect(result).rejects.toMatchObject({ name: refusalOf(collection, operation, actor) })
  })
})

/** The globals (site settings, home page copy): every page shows them, only the content team changes them. */
const GLOBALS = {
  'site-settings': { read: EVERYONE, update: CONTENT_TEAM, change: { phoneHours: 'Around the clock' } },
  'home-page': { read: EVERYONE, update: CONTENT_TEAM, change: { callToAction: { text: 'Start today.' } } },
} as const

describe.each(Object.keys(GLOBALS) as (keyof typeof GLOBALS)[])('%s access', (slug) => {
  const rules = GLOBALS[slug]
  it.each(ACTORS.map((actor) => ({ actor, allowed: rules.read.includes(actor) })))(
    'read by $actor: allowed $allowed',
    async ({ actor, allowed }) => {
      const result = payload.findGlobal({ slug, overrideAccess: false, user: userOf(actor), depth: 0 })
      if (allowed) await expect(result).resolves.toMatchObject({ updatedAt: expect.any(String) })
      else await expect(result).rejects.toMatchObject({ name: 'Forbidden' })
    },
  )
  it.each(ACTORS.map((actor) => ({ actor, allowed: rules.update.includes(actor) })))(
    'update by $actor: allowed $allowed',
    async ({ actor, allowed }) => {
      const before = await payload.findGlobal({ slug, depth: 0 })
      try {
        const result = payload.updateGlobal({
          slug,
          data: rules.change,
          overrideAccess: false,
          user: userOf(actor),
          depth: 0,
        })
        if (allowed) await expect(result).resolves.toMatchObject(rules.change)
        else await expect(result).rejects.toMatchObject({ name: 'Forbidden' })
      } finally {
        // Whatever the answer, the global is back as it was for the next actor and the files after this one.
        const { id: _id, updatedAt: _updated, createdAt: _created, ...content } = before
        await payload.updateGlobal({ slug, data: content as never, depth: 0 })
      }
    },
  )
})

/** The collections with drafts: their versions hold unpublished work and its history. */
const VERSIONED = ['services', 'cost-guides', 'city-pages', 'articles'] as const

describe.each(VERSIONED)('%s versions', (collection) => {
  it.each(ACTORS.map((actor) => ({ actor, allowed: TEAM.includes(actor) })))(
    'read by $actor: allowed $allowed',
    async ({ actor, allowed }) => {
      const draft = await make(collection)
      const versions = payload.findVersions({
        collection,
        where: { parent: { equals: draft } },
        overrideAccess: false,
        user: userOf(actor),
      })
      if (allowed) expect((await versions).docs.map((version) => version.parent)).toContain(draft)
      else await expect(versions).rejects.toMatchObject({ name: 'Forbidden' })
    },
  )

  it('keep a draft from the public, draft=true or not, and show it to every member of the team', async () => {
    const { id } = await payload.create({
      collection,
      data: { ...(factories[collection]!.create('admin') as never), _status: 'published' },
    })
    const change = factories[collection]!.change('admin')
    await payload.update({ collection, id, data: change as never, draft: true })
    for (const draft of [false, true]) {
      const seen = await payload.findByID({ collection, id, draft, overrideAccess: false })
      expect(seen).not.toMatchObject(change)
    }
    for (const role of ['editor', 'staff', 'admin'] as const) {
      const seen = await payload.findByID({
        collection,
        id,
        draft: true,
        overrideAccess: false,
        user: users[role],
      })
      expect(seen).toMatchObject(change)
    }
  })

  it('are refused to anonymous REST readers, one by one and as a list', async () => {
    const draft = await make(collection)
    const [version] = (await payload.findVersions({ collection, where: { parent: { equals: draft } } })).docs
    for (const path of [`/api/${collection}/versions`, `/api/${collection}/versions/${version!.id}`])
      expect((await rest(path)).status, path).toBe(403)
  })
})

describe('field and row rules', () => {
  it('hides contractor contact details from anonymous readers and shows them to the team', async () => {
    const id = await make('contractors')
    const anonymous = await payload.findByID({ collection: 'contractors', id, overrideAccess: false })
    expect(anonymous.contact).toBeUndefined()
    expect(anonymous.name).toBe('Test Contractor')
    const seenByContractor = await payload.findByID({
      collection: 'contractors',
      id,
      overrideAccess: false,
      user: users.contractor,
    })
    expect(seenByContractor.contact).toBeUndefined()
    for (const role of ['editor', 'staff', 'admin'] as const) {
      const seen = await payload.findByID({
        collection: 'contractors',
        id,
        overrideAccess: false,
        user: users[role],
      })
      expect(seen.contact?.email).toBe('office@test-contractor.example.com')
    }
  })

  it.each(['services', 'cost-guides', 'city-pages', 'articles'] as const)(
    'shows published %s to anonymous readers but not drafts',
    async (collection) => {
      const published = await payload.create({
        collection,
        data: { ...(factories[collection]!.create('admin') as never), _status: 'published' },
      })
      const draft = await make(collection)
      const { docs } = await payload.find({
        collection,
        where: { id: { in: [published.id, draft] } },
        overrideAccess: false,
      })
      expect(docs.map((doc) => doc.id)).toEqual([published.id])
    },
  )

  it('lets every signed-in member read their own account and no one else’s', async () => {
    for (const role of ['editor', 'staff', 'contractor'] as const) {
      const own = await payload.findByID({
        collection: 'users',
        id: users[role].id,
        overrideAccess: false,
        user: users[role],
      })
      expect(own.email).toBe(users[role].email)
      const { docs } = await payload.find({
        collection: 'users',
        overrideAccess: false,
        user: users[role],
        limit: 100,
      })
      expect(docs.map((doc) => doc.id)).toEqual([users[role].id])
    }
  })

  it('lets staff change a lead’s status but not what the homeowner wrote', async () => {
    const id = await make('leads')
    const updated = await payload.update({
      collection: 'leads',
      id,
      data: { status: 'quoted', name: 'Someone Else' },
      overrideAccess: false,
      user: users.staff,
    })
    expect(updated.status).toBe('quoted')
    expect(updated.name).toBe('Test Homeowner')
  })

  it('keeps editors from giving themselves another role', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: users.editor.id,
        data: { role: 'admin' },
        overrideAccess: false,
        user: users.editor,
      }),
    ).rejects.toThrow()
    const editor = await payload.findByID({ collection: 'users', id: users.editor.id })
    expect(editor.role).toBe('editor')
  })
})

describe('the evidence of the checks', () => {
  it('is a file only staff open: anonymous readers, contractors and editors get none', async () => {
    const file = await payload.create({
      collection: 'credential-files',
      data: { note: 'A licence scan' },
      file: await certificate(),
    })
    const address = `/api/credential-files/file/${file.filename}`
    for (const actor of ACTORS) {
      const user = userOf(actor)
      const response = await rest(address, asUser(user ? await signInToken(payload, user) : undefined))
      const body = Buffer.from(await response.arrayBuffer())
      if (LEAD_TEAM.includes(actor)) {
        expect(response.status, actor).toBe(200)
        expect(body.subarray(1, 4).toString(), actor).toBe('PNG')
      } else {
        expect(response.status, actor).toBe(403)
        expect(body.subarray(1, 4).toString(), actor).not.toBe('PNG')
      }
    }
  })

  it('lives in a folder of its own, under no public route: not the media library, not the built pages', () => {
    const inside = (folder: string) => !path.relative(folder, credentialFilesDir).startsWith('..')
    expect(inside(mediaDir)).toBe(false)
    expect(inside(frontendClientDir)).toBe(false)
    expect(path.isAbsolute(credentialFilesDir)).toBe(true)
  })
})

describe('a contractor', () => {
  let token: string
  let theirs: string
  let anothers: string

  beforeAll(async () => {
    token = await signInToken(payload, users.contractor)
    theirs = await make('referrals')
    const anotherCompany = await make('contractors')
    anothers = String(
      (
        await payload.create({
          collection: 'referrals',
          data: { lead: fixtures.lead, contractor: anotherCompany },
        })
      ).id,
    )
  })

  it('reads the referrals sent to their company, and not another company’s, by id or in a list', async () => {
    await expect(
      payload.findByID({
        collection: 'referrals',
        id: anothers,
        overrideAccess: false,
        user: users.contractor,
      }),
    ).rejects.toMatchObject({ name: 'NotFound' })
    expect((await rest(`/api/referrals/${theirs}`, asUser(token))).status).toBe(200)
    expect((await rest(`/api/referrals/${anothers}`, asUser(token))).status).toBe(404)
    const list = (await (await rest('/api/referrals?limit=100&depth=0', asUser(token))).json()) as {
      docs: { id: string; contractor: string }[]
    }
    expect(list.docs.map((doc) => doc.id)).toContain(theirs)
    expect(list.docs.map((doc) => doc.id)).not.toContain(anothers)
    expect(new Set(list.docs.map((doc) => doc.contractor))).toEqual(new Set([fixtures.contractor]))
  })

  it('never reads a lead, even one sent to their company, by id or in a list', async () => {
    expect((await rest(`/api/leads/${fixtures.lead}`, asUser(token))).status).toBe(403)
    expect((await rest('/api/leads', asUser(token))).status).toBe(403)
    // Nor through their own referral: the lead stays an id.
    const referral = (await (await rest(`/api/referrals/${theirs}?depth=2`, asUser(token))).json()) as {
      lead: unknown
    }
    expect(referral.lead).toBe(fixtures.lead)
  })

  it('cannot change a referral through REST, even their own (the portal checks each move)', async () => {
    const response = await rest(
      `/api/referrals/${theirs}`,
      asUser(token, { method: 'PATCH', body: JSON.stringify({ status: 'won' }) }),
    )
    expect(response.status).toBe(403)
    expect((await payload.findByID({ collection: 'referrals', id: theirs })).status).toBe('sent')
  })

  it('is refused the panel and its document locks', async () => {
    expect(canAccessPanel({ req: { user: users.contractor } as never })).toBe(false)
    expect(canAccessPanel({ req: { user: users.staff } as never })).toBe(true)
    expect((await rest('/api/payload-locked-documents', asUser(token))).status).toBe(403)
  })
})

/**
 * Every endpoint of our own (payload.config.ts `endpoints`) and who gets past its door: the rest are refused, 401
 * signed out and 403 signed in. The request pages' token is their credential, so every actor gets the same answer
 * there (a link that opens nothing: 404), and the sign-in form's post refuses everyone without our origin (403). A new
 * endpoint without a row here fails the first test.
 */
const STAFF: Actor[] = ['staff', 'admin']
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const BAD_TOKEN = 'A'.repeat(43)
const ENDPOINTS: {
  method: 'get' | 'post'
  path: string
  call: string
  allowed: Actor[] | 'token' | 'ownOrigin'
}[] = [
  // Payload's own: what the caller may do, which it answers for anyone (the panel reads it).
  { method: 'get', path: '/access', call: '/api/access', allowed: ACTORS },
  { method: 'get', path: '/admin/analytics', call: '/api/admin/analytics', allowed: STAFF },
  { method: 'get', path: '/admin/leads-per-day', call: '/api/admin/leads-per-day', allowed: STAFF },
  { method: 'get', path: '/admin/claims', call: '/api/admin/claims', allowed: STAFF },
  { method: 'get', path: '/admin/leads/export', call: '/api/admin/leads/export', allowed: STAFF },
  {
    method: 'get',
    path: '/admin/leads/export.xlsx',
    call: '/api/admin/leads/export.xlsx',
    allowed: STAFF,
  },
  {
    method: 'get',
    path: '/admin/analytics/responses',
    call: '/api/admin/analytics/responses',
    allowed: STAFF,
  },
  { method: 'get', path: '/admin/leads/:id', call: `/api/admin/leads/${UNKNOWN_ID}`, allowed: STAFF },
  {
    method: 'post',
    path: '/admin/leads/:id/status',
    call: `/api/admin/leads/${UNKNOWN_ID}/status`,
    allowed: STAFF,
  },
  {
    method: 'post',
    path: '/admin/leads/:id/deletion',
    call: `/api/admin/leads/${UNKNOWN_ID}/deletion`,
    allowed: STAFF,
  },
  { method: 'post', path: '/contractor-invites', call: '/api/contractor-invites', allowed: STAFF },
  { method: 'get', path: '/admin/metrics', call: '/api/admin/metrics', allowed: STAFF },
  {
    method: 'get',
    path: '/admin/contractor-accounts',
    call: `/api/admin/contractor-accounts?contractors=${UNKNOWN_ID}`,
    allowed: STAFF,
  },
  // The sign-in form's post: its door is the page's origin, not a session (sign-in-form.int.test.ts).
  { method: 'post', path: '/sign-in', call: '/api/sign-in', allowed: 'ownOrigin' },
  { method: 'get', path: '/pro/referrals', call: '/api/pro/referrals', allowed: ['contractor'] },
  {
    method: 'post',
    path: '/pro/referrals/:id',
    call: `/api/pro/referrals/${UNKNOWN_ID}`,
    allowed: ['contractor'],
  },
  { method: 'get', path: '/pro/reviews', call: '/api/pro/reviews', allowed: ['contractor'] },
  {
    method: 'post',
    path: '/pro/reviews/:id/reply',
    call: `/api/pro/reviews/${UNKNOWN_ID}/reply`,
    allowed: ['contractor'],
  },
  { method: 'get', path: '/requests/:token', call: `/api/requests/${BAD_TOKEN}`, allowed: 'token' },
  {
    method: 'post',
    path: '/requests/:token/withdraw',
    call: `/api/requests/${BAD_TOKEN}/withdraw`,
    allowed: 'token',
  },
  {
    method: 'post',
    path: '/requests/:token/deletion-request',
    call: `/api/requests/${BAD_TOKEN}/deletion-request`,
    allowed: 'token',
  },
  {
    method: 'post',
    path: '/requests/:token/choice',
    call: `/api/requests/${BAD_TOKEN}/choice`,
    allowed: 'token',
  },
  {
    method: 'post',
    path: '/requests/:token/rematch',
    call: `/api/requests/${BAD_TOKEN}/rematch`,
    allowed: 'token',
  },
  {
    method: 'post',
    path: '/requests/:token/referrals/:referralId/review',
    call: `/api/requests/${BAD_TOKEN}/referrals/${crypto.randomUUID()}/review`,
    allowed: 'token',
  },
  {
    method: 'post',
    path: '/admin/leads/:id/rematch',
    call: `/api/admin/leads/${UNKNOWN_ID}/rematch`,
    allowed: STAFF,
  },
  {
    method: 'post',
    path: '/reviews/:id/moderation',
    call: `/api/reviews/${UNKNOWN_ID}/moderation`,
    allowed: STAFF,
  },
]

describe('our own endpoints', () => {
  const tokens = {} as Record<Actor, string | undefined>

  beforeAll(async () => {
    for (const actor of ACTORS) {
      const user = userOf(actor)
      tokens[actor] = user ? await signInToken(payload, user) : undefined
    }
  })

  it('are every one in the matrix', () => {
    const configured = (payload.config.endpoints || []).map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    )
    // A collection's own endpoints are mounted under its slug.
    const ofReviews = (payload.collections.reviews.config.endpoints || [])
      .filter((endpoint) => endpoint.path === '/:id/moderation')
      .map((endpoint) => `${endpoint.method} /reviews${endpoint.path}`)
    expect([...configured, ...ofReviews].sort()).toEqual(
      ENDPOINTS.map(({ method, path }) => `${method} ${path}`).sort(),
    )
  })

  const cases = ENDPOINTS.flatMap(({ method, call, allowed }) =>
    ACTORS.map((actor) => ({ method, call, actor, allowed })),
  )
  it.each(cases)('$method $call by $actor', async ({ method, call, actor, allowed }) => {
    const response = await rest(
      call,
      asUser(tokens[actor], method === 'post' ? { method: 'POST', body: JSON.stringify({}) } : {}),
    )
    // An answer not read would hold its stream (the export's cursor) open.
    await response.body?.cancel()
    if (allowed === 'token') expect(response.status).toBe(404)
    else if (allowed === 'ownOrigin') expect(response.status).toBe(403)
    else if (allowed.includes(actor)) expect([401, 403]).not.toContain(response.status)
    else expect(response.status).toBe(actor === 'anonymous' ? 401 : 403)
  })
})

describe('reviews', () => {
  const tokens = {} as Record<Role, string>
  /** A review as moderation leaves it: published (or rejected), with its record. */
  const moderated = async (status: 'published' | 'rejected', featurePermission = true): Promise<string> => {
    const { id } = await payload.create({
      collection: 'reviews',
      data: { ...(factories.reviews!.create('admin') as never), featurePermission },
    })
    await payload.update({
      collection: 'reviews',
      id,
      data: {
        status,
        ...(status === 'published'
          ? { publishedAt: new Date().toISOString() }
          : { rejectionReason: 'off-topic' as const }),
        moderation: [
          {
            action: status === 'published' ? 'publish' : 'reject',
            reason: status === 'published' ? null : 'off-topic',
            by: users.staff.id,
            at: new Date().toISOString(),
          },
        ],
      },
    })
    return id
  }
  const patch = (id: string, body: Data, role: Role) =>
    rest(`/api/reviews/${id}`, asUser(tokens[role], { method: 'PATCH', body: JSON.stringify(body) }))

  beforeAll(async () => {
    for (const role of ['editor', 'staff', 'admin', 'contractor'] as const)
      tokens[role] = await signInToken(payload, users[role])
  })

  it('shows anonymous readers published ones only, never the referral, the rejection reason or the record', async () => {
    const published = await moderated('published')
    const rejected = await moderated('rejected')
    const pending = await make('reviews')
    const list = (await (
      await rest(`/api/reviews?depth=0&limit=100&where[contractor][equals]=${fixtures.contractor}`)
    ).json()) as { docs: Data[] }
    const ids = list.docs.map((doc) => doc.id)
    expect(ids).toContain(published)
    expect(ids).not.toContain(rejected)
    expect(ids).not.toContain(pending)
    for (const path of [`/api/reviews/${published}?depth=0`, `/api/reviews/${published}?depth=2`]) {
      const doc = (await (await rest(path)).json()) as Data
      expect(doc).toMatchObject({ id: published, rating: 4, status: 'published' })
      expect(Object.keys(doc)).not.toEqual(expect.arrayContaining(['referral']))
      // Payload answers an array the reader may not see as empty: the record's entry stays with the team.
      expect(doc.moderation ?? []).toEqual([])
      expect(Object.keys(doc)).not.toEqual(expect.arrayContaining(['rejectionReason']))
    }
    const seenByStaff = await payload.findByID({
      collection: 'reviews',
      id: published,
      overrideAccess: false,
      user: users.staff,
    })
    expect(seenByStaff.moderation).toHaveLength(1)
    // Nor can a query find reviews by what it cannot read: Payload refuses the query itself.
    const byReason = await rest('/api/reviews?depth=0&where[rejectionReason][equals]=off-topic')
    expect(byReason.status).toBe(400)
    expect(await firstErrorMessage(byReason)).toBe('The following path cannot be queried: rejectionReason')
    expect((await rest(`/api/reviews/${rejected}`)).status).toBe(404)
  })

  it('lets no role create one or change its rating or text through REST, the admin included', async () => {
    for (const role of ['editor', 'staff', 'admin', 'contractor'] as const) {
      const created = await rest(
        '/api/reviews',
        asUser(tokens[role], { method: 'POST', body: JSON.stringify(factories.reviews!.create('admin')) }),
      )
      expect(created.status, role).toBe(403)
    }
    const id = await moderated('published')
    for (const role of ['editor', 'admin'] as const) {
      const response = await patch(
        id,
        { rating: 1, text: 'Rewritten by someone who is not the homeowner.' },
        role,
      )
      expect(response.status, role).toBe(200)
    }
    for (const role of ['staff', 'contractor'] as const)
      expect((await patch(id, { rating: 1 }, role)).status, role).toBe(403)
    const stored = await payload.findByID({ collection: 'reviews', id, depth: 0 })
    expect(stored).toMatchObject({ rating: 4, text: 'They finished on time and left the kitchen spotless.' })
  })

  it('lets no role publish, reject, reply or rewrite the record through REST: those are the server’s', async () => {
    const id = await make('reviews')
    const response = await patch(
      id,
      {
        status: 'published',
        publishedAt: new Date().toISOString(),
        rejectionReason: 'abuse',
        reply: { text: 'Typed in the panel', at: new Date().toISOString() },
        moderation: [{ action: 'publish', by: users.admin.id, at: new Date().toISOString() }],
      },
      'admin',
    )
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'reviews', id, depth: 0 })
    expect(stored).toMatchObject({
      status: 'pending',
      publishedAt: null,
      rejectionReason: null,
      moderation: [],
    })
    expect(stored.reply?.text ?? null).toBeNull()
  })

  it('lets an editor feature a published review whose writer allowed it, and no other', async () => {
    const allowed = await moderated('published')
    const featured = await patch(allowed, { featured: true }, 'editor')
    expect(featured.status).toBe(200)
    expect((await payload.findByID({ collection: 'reviews', id: allowed })).featured).toBe(true)

    const withoutPermission = await moderated('published', false)
    const pending = await make('reviews')
    const rejected = await moderated('rejected')
    for (const id of [withoutPermission, pending, rejected]) {
      const refused = await patch(id, { featured: true }, 'editor')
      expect(refused.status).toBe(400)
      expect(await fieldErrorsOf(refused)).toEqual([
        { path: 'featured', message: 'Only a published review whose writer allowed it can be featured' },
      ])
      expect((await payload.findByID({ collection: 'reviews', id })).featured).toBe(false)
    }
    expect((await patch(allowed, { featured: false }, 'staff')).status).toBe(403)
  })
})

describe('a contractor’s verified rating and review count', () => {
  const tokens = {} as Record<Role, string>
  const figuresOf = async (id: string) => {
    const { rating, reviewsCount } = await payload.findByID({ collection: 'contractors', id, depth: 0 })
    return { rating: rating ?? null, reviewsCount }
  }

  beforeAll(async () => {
    for (const role of ['editor', 'staff', 'admin', 'contractor'] as const)
      tokens[role] = await signInToken(payload, users[role])
  })

  it('are written by no role through REST, as JSON or as the panel sends its form', async () => {
    const typed = { rating: 4.9, reviewsCount: 212 }
    for (const role of ['editor', 'admin'] as const) {
      const created = await rest(
        '/api/contractors',
        asUser(tokens[role], {
          method: 'POST',
          body: JSON.stringify({ ...factories.contractors!.create(role), ...typed }),
        }),
      )
      expect(created.status, role).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: string } }
      expect(await figuresOf(doc.id), role).toEqual({ rating: null, reviewsCount: 0 })
    }
    const id = await make('contractors')
    for (const role of ['editor', 'staff', 'admin', 'contractor'] as const) {
      await rest(
        `/api/contractors/${id}`,
        asUser(tokens[role], { method: 'PATCH', body: JSON.stringify(typed) }),
      )
      // The panel posts its form as multipart, the document's JSON in `_payload`.
      const form = new FormData()
      form.set('_payload', JSON.stringify(typed))
      await rest(`/api/contractors/${id}`, {
        method: 'PATCH',
        body: form,
        headers: { Authorization: `JWT ${tokens[role]}` },
      })
      expect(await figuresOf(id), role).toEqual({ rating: null, reviewsCount: 0 })
    }
  })
})
