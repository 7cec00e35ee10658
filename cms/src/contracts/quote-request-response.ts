/** The answers of POST /api/quote-requests. */
export type QuoteRequestAccepted = { id: string; status: 'received' }

/** 400 (with a field for each invalid one), 413, 415 and 429 answers. */
export type QuoteRequestError = { errors: { field?: string; message: string }[] }

/** The consent wording the details step shows, stored with each lead as evidence of what was agreed. */
export const CONSENT_TEXT =
  'I agree to be contacted by up to 3 contractors about my project and to the Terms of Service and Privacy Policy.'
export const CONSENT_TEXT_VERSION = '2025-01'
