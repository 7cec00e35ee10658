import type { HomeLead, ProjectDetails } from '@contracts/quote-request'

/** SPEC §3: the wizard's answers so far and the chosen contractor ids, kept for the browser session. */
export const LEAD_DATA_KEY = 'leadData'
export const SELECTED_CONTRACTORS_KEY = 'selectedContractors'

export type LeadData = Partial<HomeLead & ProjectDetails>

// Storage is absent while rendering on the server and may throw in the browser (disabled storage, quota).
const storage = (): Storage | undefined => {
  if (typeof window === 'undefined') return undefined
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

const readJson = (key: string): unknown => {
  const raw = storage()?.getItem(key)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

const writeJson = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage only costs the visitor their saved answers; the page keeps working.
  }
}

const remove = (key: string): void => {
  try {
    storage()?.removeItem(key)
  } catch {
    // See writeJson.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

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

export const readSelectedContractors = (): string[] => {
  const saved = readJson(SELECTED_CONTRACTORS_KEY)
  return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : []
}

export const writeSelectedContractors = (ids: readonly string[]): void =>
  writeJson(SELECTED_CONTRACTORS_KEY, ids)

export const clearSelectedContractors = (): void => remove(SELECTED_CONTRACTORS_KEY)
