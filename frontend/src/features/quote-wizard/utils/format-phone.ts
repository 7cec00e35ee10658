/**
 * A phone number as the homeowner will recognise it: ten digits, or eleven after a 1, are a North American number
 * and read "(305) 555-0142" (or "+1 (305) 555-0142"); anything else is shown as they typed it. Display only: the
 * request keeps what was typed.
 */
export const formatPhoneForDisplay = (phone: string): string => {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10 || /[a-z]/i.test(phone)) return phone.trim()
  const formatted = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
  return digits.length === 11 ? `+1 ${formatted}` : formatted
}
