import type { Field } from 'payload'

import { isAdminField } from '../access/isAdmin'

/** What the homeowner told us stays as they said it: staff work the rest of the record, only admins correct this. */
export const adminUpdatesOnly = <F extends Field>(field: F): F => ({
  ...field,
  access: { update: isAdminField },
})
