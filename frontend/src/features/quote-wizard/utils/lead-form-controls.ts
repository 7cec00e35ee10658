import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl } from 'react-hook-form'
import { z } from 'zod'

import { ZIP_CODE_PATTERN } from '@contracts/limits'
import { homeLeadSchema, startStepSchema, zipCodeField } from '@contracts/quote-request'

import { zipCodeRefusal } from '../api/check-zip-code'

/**
 * The react-hook-form controls of the service-and-ZIP forms, with the schemas the server checks. This module (with
 * react-hook-form, zod and the contracts) is loaded on first use (lead-form-loaders.ts): together they weigh more
 * than a whole public page, and the forms work as plain HTML until they arrive.
 */

/**
 * A ZIP code of the right form that the server also knows: its data of places stays on the server, which answers
 * with the message to show (a ZIP code no place has would otherwise pass here and fail on the next step).
 */
const knownZipCode = zipCodeField.superRefine(async (zip, context) => {
  if (!ZIP_CODE_PATTERN.test(zip)) return
  const refusal = await zipCodeRefusal(zip)
  if (refusal) context.addIssue({ code: 'custom', message: refusal })
})

/** The home form, and the start step when no service is saved: a service and a ZIP code. */
export const createHomeLeadControl = () =>
  createFormControl({ resolver: zodResolver(homeLeadSchema.extend({ zipCode: knownZipCode })) })

/**
 * The start step with a saved service: only the ZIP code is asked, so only it is checked; the service has no field,
 * and reads as empty (the step keeps the saved one).
 */
export const createZipCodeControl = () =>
  createFormControl({
    resolver: zodResolver(startStepSchema.extend({ zipCode: knownZipCode, serviceSlug: z.string() })),
    defaultValues: { serviceSlug: '' },
  })
