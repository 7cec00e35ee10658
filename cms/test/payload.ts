import { getPayload, type Payload } from 'payload'

import type { Role } from '../src/contracts/roles'
import type { Service, User } from '../src/payload-types'
import config from '../src/payload.config'

export const testPayload = (): Promise<Payload> => getPayload({ config })

let counter = 0
/** A unique suffix, so a test's documents never collide with another's. */
export const unique = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`

/** The password of every user createUser makes. */
export const TEST_PASSWORD = 'test-password-123'

/** A signed-in member of the team, as access functions see them. */
export const createUser = async (payload: Payload, role: Role): Promise<User> =>
  payload.create({
    collection: 'users',
    data: { email: `${unique(role)}@example.com`, password: TEST_PASSWORD, role, name: `Test ${role}` },
  })

/** A contractor's account, answering for the company `contractor` (a contractor's id). */
export const createContractorUser = async (payload: Payload, contractor: string): Promise<User> =>
  payload.create({
    collection: 'users',
    data: {
      email: `${unique('contractor')}@example.com`,
      password: TEST_PASSWORD,
      role: 'contractor',
      contractor,
      name: 'Test Contractor Account',
    },
  })

/** A session token for a user createUser made, for REST calls (`Authorization: JWT <token>`). */
export const signInToken = async (payload: Payload, user: User): Promise<string> => {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: TEST_PASSWORD },
  })
  if (!token) throw new Error('login gave no token')
  return token
}

/** A valid new service with a slug of its own. */
export const serviceData = (name = 'Test Service') =>
  ({
    name,
    slug: unique('service'),
    description: `${name}, made by a test.`,
    icon: 'wrench',
    category: 'Remodeling',
    priceLow: 1000,
    priceHigh: 2000,
    durationLow: 1,
    durationHigh: 2,
    // Live, as most tests need it; services keep drafts, and one created without a status is a draft.
    _status: 'published',
  }) satisfies Partial<Service>

/** A service of the test's own, so what it counts or matches is what it made. */
export const createService = (payload: Payload, name = 'Test Service'): Promise<Service> =>
  payload.create({ collection: 'services', data: serviceData(name) })
