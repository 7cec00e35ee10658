/** Crockford's base-32 digits: no I, L, O or U, so a reference read out on the phone is not misheard or misread. */
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** The last 40 bits of the id: random in every UUID version PostgreSQL or Payload makes (v4, and v7's tail). */
const TAIL_HEX_DIGITS = 10
const REFERENCE_DIGITS = 8

/**
 * The short reference a homeowner quotes for their request, e.g. "REQ-7K3M-9QXD": derived from the lead's id, so the
 * thank-you page and the confirmation email show the same one without storing anything, and it never changes.
 * 40 random bits: two leads share one about once in a trillion pairs, so staff can tell requests apart by it.
 */
export const requestReference = (leadId: string): string => {
  const hex = leadId.replace(/-/g, '').slice(-TAIL_HEX_DIGITS)
  if (!/^[0-9a-f]{10}$/i.test(hex)) throw new Error(`Not a lead id: ${leadId}`)
  // 40 bits are exact in a double.
  let rest = parseInt(hex, 16)
  let digits = ''
  for (let i = 0; i < REFERENCE_DIGITS; i++) {
    digits = DIGITS.charAt(rest % 32) + digits
    rest = Math.floor(rest / 32)
  }
  return `REQ-${digits.slice(0, 4)}-${digits.slice(4)}`
}
