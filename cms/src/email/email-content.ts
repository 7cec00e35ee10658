/**
 * What an email says, as blocks that both its parts are made from (render-email.tsx): the plain text and the HTML
 * then say the same thing, and text a visitor typed can only be a `quote`, which both parts show as text, never
 * as a link.
 */
export type EmailBlock =
  /** A paragraph of our own words (values from our records may be in it: a service or a company's name). */
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Labelled values, one a line: "Budget: Under $5,000". */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  /** Text someone typed (a project's description), under a label of ours. */
  | { kind: 'quote'; label: string; text: string }
  /** One of our own pages: the only links an email carries. */
  | { kind: 'link'; label: string; url: string }

export type EmailContent = {
  subject: string
  /** The first line, e.g. "Hello Acme Roofing,". */
  greeting: string
  blocks: EmailBlock[]
}

/** Who signs every email. */
export const EMAIL_SIGNATURE = 'Find Trusted Pros'
