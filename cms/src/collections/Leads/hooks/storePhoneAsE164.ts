import type { CollectionBeforeChangeHook } from 'payload'

import { northAmericanE164 } from '../../../contracts/phone-number'
import type { Lead } from '../../../payload-types'

/**
 * Stores a phone written through Payload (an admin's correction, tests) in E.164, as the quote endpoint's parsed
 * request does; the field's validation has already refused anything that is not a North American number.
 */
export const storePhoneAsE164: CollectionBeforeChangeHook<Lead> = ({ data }) => {
  if (typeof data.phone === 'string') data.phone = northAmericanE164(data.phone) ?? data.phone
  return data
}
