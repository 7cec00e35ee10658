import { z } from 'zod'

/**
 * "Forgot password", at /pro, at /admin and on an expired invitation's page: an email address, and the same answer
 * whether or not it is an account's.
 */
export const FORGOT_PASSWORD_MESSAGES = {
  email: 'Enter the email address of your account.',
  sent: 'If that email address has an account, we have sent it a link to set a new password. Check your inbox.',
} as const

export const forgotPasswordSchema = z.object({
  email: z
    .string(FORGOT_PASSWORD_MESSAGES.email)
    .trim()
    .toLowerCase()
    .max(254, FORGOT_PASSWORD_MESSAGES.email)
    .pipe(z.email(FORGOT_PASSWORD_MESSAGES.email)),
})
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>
