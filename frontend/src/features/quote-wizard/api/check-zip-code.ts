import { ApiError, apiRequest } from '@/lib/api-client'
import { fieldErrorsOf } from '@/lib/api-errors'

import { zipCodeCheckPath, type ZipCodeCheck } from '@contracts/zip-code-check'

/** The server's answers so far, by ZIP code: a form checks again on every change once it has been submitted. */
const answers = new Map<string, string | undefined>()

/**
 * Why the server refuses a ZIP code (no place has it), or undefined when it knows it. A check that gets no answer
 * (offline, limited, a server fault) does not hold the visitor back: the select step asks the server again.
 */
export const zipCodeRefusal = async (zip: string): Promise<string | undefined> => {
  if (answers.has(zip)) return answers.get(zip)
  try {
    await apiRequest<ZipCodeCheck>(zipCodeCheckPath(zip))
    answers.set(zip, undefined)
    return undefined
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) return undefined
    const refusal = fieldErrorsOf(error).find((item) => item.field === 'zipCode')?.message
    answers.set(zip, refusal)
    return refusal
  }
}
