import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { newPasswordField } from '../contracts/contractor-account'

/**
 * A password set from a link (an invitation, or a reset) meets the set-password page's own rule, whoever sends it:
 * Payload stores whatever it is given. Checked before the token, so a weak password is refused with its field's
 * message however the link stands.
 */
export const checkNewPassword: CollectionBeforeOperationHook = ({ args, operation, collection, req }) => {
  if (operation !== 'resetPassword') return args
  const { password } = (args.data ?? {}) as { password?: unknown }
  const checked = newPasswordField.safeParse(password)
  if (!checked.success) {
    throw new ValidationError({
      collection: collection.slug,
      errors: checked.error.issues.map(({ message }) => ({ path: 'password', message })),
      req,
    })
  }
  return args
}
