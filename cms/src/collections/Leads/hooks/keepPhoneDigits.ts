import type { CollectionBeforeChangeHook } from 'payload'

import { phoneDigits } from '../../../contracts/phone-digits'
import { northAmericanE164 } from '../../../contracts/phone-number'
import type { Lead } from '../../../payload-types'

/**
 * Keeps `phone` in E.164 and `phoneDigits` in step with it for leads written through Payload (an admin's
 * correction, tests), as the quote endpoint's parsed request and SQL do; the field's validation has already refused
 * anything that is not a North American number.
 */
export const keepPhoneDigits: CollectionBeforeChangeHook<Lead> = ({ data }) => {
  if (typeof data.phone === 'string') {
    data.phone = northAmericanE164(data.phone) ?? data.phone
    data.phoneDigits = phoneDigits(data.phone)
  }
  return data
}
