/** What the thank-you page shows of the request just stored: kept in memory only, never in session storage. */
export type SubmittedRequest = {
  /** requestReference of the stored lead, as the confirmation email shows it. */
  reference: string
  /** Where the confirmation email goes. */
  email: string
  contractorNames: string[]
}

let submitted: SubmittedRequest | undefined

/** Kept by the confirm step as the request is accepted, for the thank-you page it goes to next. */
export const rememberSubmittedRequest = (request: SubmittedRequest): void => {
  submitted = request
}

export const peekSubmittedRequest = (): SubmittedRequest | undefined => submitted

/**
 * Forgotten once the thank-you page has it: a reload, or a later visit to /thank-you, shows the page without the
 * homeowner's details: the saved lead data is cleared there.
 */
export const forgetSubmittedRequest = (): void => {
  submitted = undefined
}
