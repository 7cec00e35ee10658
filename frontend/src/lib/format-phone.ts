// Apart from format.ts, which every marketing page loads: only the pages that show a homeowner's phone need it.

/**
 * A stored phone as people read it: a North American number, kept in E.164 ("+13055550142") or typed before the
 * form checked numbers ("305.555.0142"), reads "(305) 555-0142"; anything else shows as it was typed.
 */
export const formatPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '')
  const withCountryCode = digits.length === 11 && digits.startsWith('1')
  const international = phone.trim().startsWith('+') && !withCountryCode
  const national = withCountryCode ? digits.slice(1) : digits
  if (national.length !== 10 || international || /[a-z]/i.test(phone)) return phone.trim()
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}
