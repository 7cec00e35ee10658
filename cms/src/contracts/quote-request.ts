import { z } from 'zod'

import { BUDGET_RANGES, CONTACT_PREFERENCES, TIMEFRAMES } from './lead-options'
import {
  MAX_CONTRACTORS_PER_REQUEST,
  MAX_DESCRIPTION_LENGTH,
  MAX_TEXT_LENGTH,
  MIN_CONTRACTORS_PER_REQUEST,
  MIN_DESCRIPTION_LENGTH,
  MIN_NAME_LENGTH,
  UNSTORABLE_TEXT,
  ZIP_CODE_PATTERN,
} from './limits'
import { northAmericanE164 } from './phone-number'

/** The messages the wizard shows under a field, the same words on the server's answers. */
export const messages = {
  service: 'Please select a service',
  zipCode: 'ZIP code must be 5 digits',
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  contactPref: 'Please select a contact preference',
  description: 'Please provide more details about your project',
  consent: 'You must consent to share your information',
  contractorsMin: 'Please select at least one contractor',
  contractorsMax: 'You can select up to 3 contractors',
} as const

/** The name's second message, beside the length rule's: what would make it more than a name in an email or a list. */
export const NAME_NOT_PLAIN_MESSAGE = 'Please enter just your name, without links or line breaks'

/**
 * Characters no name has: control characters (line breaks among them), the line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates that reorder how the text around them reads.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

/**
 * What a mail client or a browser would show as a link, or a reader would follow as one: a scheme (http://,
 * mailto:), www., or a word that reads as a domain (example.com, bit.ly/x, and so an email address).
 */
const LOOKS_LIKE_A_LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bmailto:|[\p{L}\p{N}-]{2,}\.[a-z]{2,}\b/iu

/** A name fit to be shown (and, with the homeowner's consent, passed on): one line of text, nothing that links. */
export const isPlainName = (name: string): boolean =>
  !NOT_IN_A_NAME.test(name) && !LOOKS_LIKE_A_LINK.test(name)

/** Text PostgreSQL can store, refused as the field's error before it can fail the write. */
const text = () =>
  z.string().refine((value) => !UNSTORABLE_TEXT.test(value), 'Please remove the unsupported characters')

export const serviceSlugField = text().trim().min(1, messages.service).max(MAX_TEXT_LENGTH)
export const zipCodeField = z.string().trim().regex(ZIP_CODE_PATTERN, messages.zipCode)

/** A North American phone number, kept in E.164 ("+13055550142") however it was typed; shown formatted. */
const phoneNumberField = text()
  .trim()
  .max(40, messages.phone)
  .transform((typed, context) => {
    const e164 = northAmericanE164(typed)
    if (e164 === undefined) context.addIssue({ code: 'custom', message: messages.phone })
    return e164 ?? z.NEVER
  })

/** The home page form: a service and a ZIP code. */
export const homeLeadSchema = z.object({
  serviceSlug: serviceSlugField,
  zipCode: zipCodeField,
})

/** The start step confirms the ZIP code. */
export const startStepSchema = z.object({ zipCode: zipCodeField })

/** The details step: contact details, consent and what the project is. */
export const projectDetailsSchema = z.object({
  name: text()
    .trim()
    .min(MIN_NAME_LENGTH, messages.name)
    .max(MAX_TEXT_LENGTH)
    .refine(isPlainName, NAME_NOT_PLAIN_MESSAGE),
  email: z.email(messages.email).max(MAX_TEXT_LENGTH),
  phone: phoneNumberField,
  contactPref: z.enum(CONTACT_PREFERENCES, messages.contactPref),
  budgetRange: z.enum(BUDGET_RANGES).optional(),
  timeframe: z.enum(TIMEFRAMES).optional(),
  description: text().trim().min(MIN_DESCRIPTION_LENGTH, messages.description).max(MAX_DESCRIPTION_LENGTH),
  consent: z.literal(true, messages.consent),
})

export const contractorSelectionSchema = z
  .array(z.uuid())
  .min(MIN_CONTRACTORS_PER_REQUEST, messages.contractorsMin)
  .max(MAX_CONTRACTORS_PER_REQUEST, messages.contractorsMax)
  .refine((ids) => new Set(ids).size === ids.length, 'Each contractor can be selected only once')

const attributionSchema = z
  .object({
    utmSource: text().max(MAX_TEXT_LENGTH),
    utmMedium: text().max(MAX_TEXT_LENGTH),
    utmCampaign: text().max(MAX_TEXT_LENGTH),
    utmTerm: text().max(MAX_TEXT_LENGTH),
    utmContent: text().max(MAX_TEXT_LENGTH),
    referrer: text().max(2000),
    page: text().max(2000),
  })
  .partial()

/** A homeowner's quote request: everything the wizard collected, sent to POST /api/quote-requests. */
export const quoteRequestSchema = homeLeadSchema.extend({
  ...projectDetailsSchema.shape,
  contractorIds: contractorSelectionSchema,
  idempotencyKey: z.uuid(),
  attribution: attributionSchema.optional(),
  /** Honeypot: people never see this field, so any value marks a bot. */
  website: text().max(MAX_TEXT_LENGTH).optional(),
})

export type HomeLead = z.infer<typeof homeLeadSchema>
export type ProjectDetails = z.infer<typeof projectDetailsSchema>
export type QuoteRequest = z.infer<typeof quoteRequestSchema>
