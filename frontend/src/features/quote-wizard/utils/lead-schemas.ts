import type { ZodType } from 'zod'

import type { HomeLead } from '@contracts/quote-request'

/** The schema a service-and-ZIP form checks its answers against. */
export type LeadSchema = ZodType<HomeLead, HomeLead>

/**
 * The shared contracts, loaded on first use rather than with the page: zod and the schemas weigh more than a whole
 * public page, and are needed only once the visitor submits. The server checks the same schemas.
 */
const contracts = () => import('@contracts/quote-request')

/** The home form, and the start step when no service is saved: a service and a ZIP code. */
export const loadHomeLeadSchema = async (): Promise<LeadSchema> => (await contracts()).homeLeadSchema

/** The start step with a saved service: only the ZIP code is checked, the service is kept as it is. */
export const loadConfirmZipSchema = async (): Promise<LeadSchema> => {
  const [{ startStepSchema }, { z }] = await Promise.all([contracts(), import('zod')])
  return startStepSchema.extend({ serviceSlug: z.string() })
}
