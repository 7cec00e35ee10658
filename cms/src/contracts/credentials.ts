/**
 * Licence and insurance records: what "Licensed", "Insured" and "Verified" are derived from. A record counts while
 * staff have verified it and it has not expired.
 */
export const CREDENTIAL_FILE_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const

/** How many days before an expiry the contractor is told. */
export const EXPIRY_NOTICE_DAYS = 30

/** Whether an expiry date (ISO string or null) is still ahead of `now`. */
export const isCurrent = (expires: string | null | undefined, now: Date = new Date()): boolean =>
  Boolean(expires) && new Date(expires as string).getTime() > now.getTime()
