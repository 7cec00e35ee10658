import type { HomeLead, ProjectDetails, QuoteRequest } from '@contracts/quote-request'

import { isRecord, readJson, remove, writeJson } from './session-storage'

/** The wizard's answers so far, kept for the browser session. */
export const LEAD_DATA_KEY = 'leadData'

/** The honeypot travels with the answers: a bot that fills it is recognised by the server on submit. */
export type LeadData = Partial<HomeLead & ProjectDetails & Pick<QuoteRequest, 'website'>>

/** The saved lead data, or an empty object when nothing (or nothing readable) is saved. */
export const readLeadData = (): Partial<LeadData> => {
  const saved = readJson(LEAD_DATA_KEY)
  // The server validates the whole request on submit; here an object is enough to prefill and display.
  return isRecord(saved) ? (saved as Partial<LeadData>) : {}
}

/** Adds a step's values to the saved lead data and returns the result. */
export const mergeLeadData = (values: Partial<LeadData>): Partial<LeadData> => {
  const merged = { ...readLeadData(), ...values }
  writeJson(LEAD_DATA_KEY, merged)
  return merged
}

export const clearLeadData = (): void => remove(LEAD_DATA_KEY)
