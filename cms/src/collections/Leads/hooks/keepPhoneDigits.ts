import type { CollectionBeforeChangeHook } from 'payload'

import { phoneDigits } from '../../../contracts/phone-digits'
import type { Lead } from '../../../payload-types'

/**
 * Keeps `phoneDigits` in step with `phone` for leads written through Payload (an admin's correction, tests); the
 * quote endpoint's SQL writes both itself.
 */
export const keepPhoneDigits: CollectionBeforeChangeHook<Lead> = ({ data }) => {
  if (typeof data.phone === 'string') data.phoneDigits = phoneDigits(data.phone)
  return data
}
