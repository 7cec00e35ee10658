import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl } from 'react-hook-form'
import { z } from 'zod'

import { homeLeadSchema, startStepSchema } from '@contracts/quote-request'

/**
 * The react-hook-form controls of the service-and-ZIP forms, with the schemas the server checks. This module (with
 * react-hook-form, zod and the contracts) is loaded on first use (lead-form-loaders.ts): together they weigh more
 * than a whole public page, and the forms work as plain HTML until they arrive.
 */

/** The home form, and the start step when no service is saved: a service and a ZIP code. */
export const createHomeLeadControl = () => createFormControl({ resolver: zodResolver(homeLeadSchema) })

/**
 * The start step with a saved service: only the ZIP code is asked, so only it is checked; the service has no field,
 * and reads as empty (the step keeps the saved one).
 */
export const createZipCodeControl = () =>
  createFormControl({
    resolver: zodResolver(startStepSchema.extend({ serviceSlug: z.string() })),
    defaultValues: { serviceSlug: '' },
  })
