/** JSON in the browser's session storage, for what the visitor's session keeps (wizard answers, attribution). */

// Storage is absent while rendering on the server and may throw in the browser (disabled storage, quota).
const storage = (): Storage | undefined => {
  if (typeof window === 'undefined') return undefined
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export const readJson = (key: string): unknown => {
  const raw = storage()?.getItem(key)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export const writeJson = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage only costs the visitor their saved answers; the page keeps working.
  }
}

export const remove = (key: string): void => {
  try {
    storage()?.removeItem(key)
  } catch {
    // See writeJson.
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
