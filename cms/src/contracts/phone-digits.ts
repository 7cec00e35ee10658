/**
 * A phone number's digits alone, as leads keep them for search: "(305) 555-0142", "305.555.0142" and "3055550142"
 * are one number to the person searching.
 */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '')

/** A search that is a phone number (digits and the usual punctuation only, at least 3 digits), as its digits. */
export const phoneDigitsOfSearch = (search: string): string | undefined => {
  if (!/^[\d\s().+-]+$/.test(search)) return undefined
  const digits = phoneDigits(search)
  return digits.length >= 3 ? digits : undefined
}
