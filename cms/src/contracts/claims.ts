/**
 * The marketing figures of the site settings beside what the marketplace's own data says, for staff: a figure the
 * data does not support is marked, so that no one quotes it unbacked.
 */

/** Supported: the data says at least as much. Not supported: it says less, or nothing yet. Not measured: no data. */
export const CLAIM_VERDICTS = ['supported', 'not-supported', 'not-measured'] as const
export type ClaimVerdict = (typeof CLAIM_VERDICTS)[number]

export const CLAIM_VERDICT_LABELS: Record<ClaimVerdict, string> = {
  supported: 'Supported',
  'not-supported': 'Not supported',
  'not-measured': 'Not measured',
}

/**
 * The share of referrals that must keep a time promise ("within 24 hours") for it to be supported: a promise most
 * homeowners would see broken is not one the data backs.
 */
export const TIME_CLAIM_SHARE = 90

export type ClaimedFigure = {
  /** The site setting's field, e.g. "projectsCompleted". */
  key: string
  /** What the figure claims, as the settings label it. */
  label: string
  /** The figure as the pages show it, e.g. "50,000+". */
  claimed: string
  /** What the data says, in words with its numbers, e.g. "12 won referrals". */
  measured: string
  /** How the data is read, in a sentence. */
  basis: string
  verdict: ClaimVerdict
}

export type ClaimedTestimonial = {
  name: string
  city: string | null
  quote: string
  /** Featured published reviews are backed by a verified hire; typed testimonials are not. */
  backed: boolean
  service: string | null
}

/** GET /api/admin/claims. */
export type ClaimsEvidence = {
  figures: ClaimedFigure[]
  testimonials: ClaimedTestimonial[]
}

/** The first number a figure is written with: "50,000+" → 50000, "4.8/5" → 4.8, "95%" → 95; null without one. */
export const claimedNumber = (figure: string): number | null => {
  const match = /\d[\d,]*(\.\d+)?/.exec(figure)
  return match ? Number(match[0].replaceAll(',', '')) : null
}

/**
 * The hours a time promise gives, at its upper end: "24 hours" → 24, "24-48 hours" → 48, "2 days" → 48; null when
 * it names no time.
 */
export const claimedHours = (figure: string): number | null => {
  const match = /(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(hours?|days?)/i.exec(figure)
  if (!match) return null
  const upper = Number(match[2] ?? match[1])
  return match[3]!.toLowerCase().startsWith('day') ? upper * 24 : upper
}
