import type { Payload } from 'payload'

import type { Contractor, Service } from '../src/payload-types'
import { createService, unique } from './payload'

/** What a fuzz run's bodies name: its own services and contractors, so every lead it stores is traceable to it. */
export type FuzzFixtures = {
  service: Service
  /** Offered by `offeringOther` only: its slug with the first service's contractors must be refused. */
  otherService: Service
  /** Four, one more than a request may name. */
  florida: Contractor[]
  arizona: Contractor
  /** Covers the city of Austin only, so the rest of Texas is nobody's and any contractor may take it. */
  austin: Contractor
  inactive: Contractor
  offeringOther: Contractor
  /** All of the above: bodies pick from every one, whatever it covers or offers. */
  contractors: Contractor[]
}

/** Creates the run's fixtures through Payload, as the panel would; each run gets new slugs and ids. */
export const createFuzzFixtures = async (payload: Payload): Promise<FuzzFixtures> => {
  const service = await createService(payload, 'Fuzz Service')
  const otherService = await createService(payload, 'Fuzz Other Service')
  const contractor = (data: Partial<Contractor>) =>
    payload.create({
      collection: 'contractors',
      data: {
        name: 'Fuzz Contractor',
        slug: unique('fuzz-contractor'),
        description: 'Takes generated quote requests.',
        services: [service.id],
        reviewsCount: 0,
        isActive: true,
        ...data,
      },
    })
  const florida: Contractor[] = []
  for (let i = 0; i < 4; i += 1) florida.push(await contractor({ states: ['FL'] }))
  const arizona = await contractor({ states: ['AZ'] })
  const austin = await contractor({ states: [], cities: ['Austin, TX'] })
  const inactive = await contractor({ states: ['FL'], isActive: false })
  const offeringOther = await contractor({ states: ['FL'], services: [otherService.id] })
  return {
    service,
    otherService,
    florida,
    arizona,
    austin,
    inactive,
    offeringOther,
    contractors: [...florida, arizona, austin, inactive, offeringOther],
  }
}
