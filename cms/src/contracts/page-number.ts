/** A list's page number from `?page=N`: 1 when absent, null when it could not be a page. */
export const pageNumberOf = (raw: string | null): number | null => {
  if (raw === null) return 1
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}
