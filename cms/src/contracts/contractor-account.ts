import { z } from 'zod'

import { MAX_TEXT_LENGTH, UNSTORABLE_TEXT } from './limits'

/**
 * A contractor's account: staff invite it from /admin (a name and an email for one company), and the contractor sets
 * its password from the invitation's link. The dialog, the set-password page and the server read these schemas.
 */

/** How long an invitation's set-password link works. */
export const INVITE_LINK_HOURS = 72

export const MIN_PASSWORD_LENGTH = 12
/** Payload hashes whatever it is given; a cap keeps a megabyte "password" from costing a hash of that size. */
export const MAX_PASSWORD_LENGTH = 200

export const contractorAccountMessages = {
  contractor: 'Choose the company this account answers for',
  name: 'Please enter the person’s name',
  email: 'Please enter a valid email address',
  password: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters`,
  confirm: 'The two passwords are not the same',
  emailTaken: 'This email already has an account. Use another address.',
  emailOfAnotherCompany: 'This email already answers for another company. Use another address.',
  contractorUnavailable: 'This contractor is not active, so they cannot be invited.',
} as const

export const contractorInviteSchema = z.object({
  contractor: z.uuid(contractorAccountMessages.contractor),
  name: z
    .string()
    .trim()
    .min(1, contractorAccountMessages.name)
    .max(MAX_TEXT_LENGTH)
    .refine((value) => !UNSTORABLE_TEXT.test(value), 'Please remove the unsupported characters'),
  email: z.email(contractorAccountMessages.email).max(MAX_TEXT_LENGTH),
})
export type ContractorInvite = z.infer<typeof contractorInviteSchema>

/** The answer to an invitation: who it went to, and whether it replaced a link sent to them before. */
export type ContractorInviteSent = { email: string; reinvited: boolean }

/** A new password, as the server checks it whatever sends it (the set-password page, or a direct request). */
export const newPasswordField = z
  .string(contractorAccountMessages.password)
  .min(MIN_PASSWORD_LENGTH, contractorAccountMessages.password)
  .max(MAX_PASSWORD_LENGTH, contractorAccountMessages.passwordTooLong)

/** The set-password page's form: the password twice (the server receives it once, with the link's token). */
export const setPasswordSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: contractorAccountMessages.confirm,
  })
export type SetPasswordValues = z.infer<typeof setPasswordSchema>

/** Payload's words for a reset token it does not know or that has expired, and ours for the contractor. */
export const EXPIRED_LINK_MESSAGE = 'This link has expired or was already used. Get a new link below.'

/**
 * Where a contractor account stands, as the Contractors tab shows it: signed in at least once (or set its password),
 * an invitation's link still waiting, an invitation whose link ran out unused, or made without an invitation and
 * never used.
 */
export const CONTRACTOR_ACCOUNT_STATES = ['active', 'invited', 'invitationExpired', 'neverSignedIn'] as const
export type ContractorAccountState = (typeof CONTRACTOR_ACCOUNT_STATES)[number]

/** One account, for staff only (GET /api/admin/contractor-accounts). */
export type ContractorAccount = {
  id: string
  contractor: string
  name: string | null
  email: string
  state: ContractorAccountState
  invitedAt: string | null
  lastSignInAt: string | null
}

/** The companies whose accounts the tab asks for: those on its page. */
export const contractorAccountsQuerySchema = z.object({
  contractors: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(100)),
})
