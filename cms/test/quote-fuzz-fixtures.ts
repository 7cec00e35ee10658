import type { Payload } from 'payload'

import type { Contractor, Service } from '../src/payload-types'
import { giveCurrentChecks } from './credentials'
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
  /** Active and covering Florida, but with no verified licence or insurance: never to be sent a lead. */
  unchecked: Contractor
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
  const unchecked = await contractor({ states: ['FL'] })
  const checked = [...florida, arizona, austin, inactive, offeringOther]
  await giveCurrentChecks(payload, ...checked.map(({ id }) => id))
  // Read again: the badges the model reads are the records' now.
  const reread = (one: Contractor) => payload.findByID({ collection: 'contractors', id: one.id, depth: 0 })
  const [floridaNow, [arizonaNow, austinNow, inactiveNow, offeringOtherNow, uncheckedNow]] =
    await Promise.all([
      Promise.all(florida.map(reread)),
      Promise.all([arizona, austin, inactive, offeringOther, unchecked].map(reread)),
    ])
  return {
    service,
    otherService,
    florida: floridaNow,
    arizona: arizonaNow!,
    austin: austinNow!,
    inactive: inactiveNow!,
    unchecked: uncheckedNow!,
    offeringOther: offeringOtherNow!,
    contractors: [...floridaNow, arizonaNow!, austinNow!, inactiveNow!, uncheckedNow!, offeringOtherNow!],
  }
}
