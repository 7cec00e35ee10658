/**
 * 12000 → "$12,000" (whole dollars, rounded), as Intl's en-US currency format writes it. Grouped by hand: an Intl
 * currency formatter costs tens of milliseconds to build on a phone (locale and currency data), on the very pages
 * that show prices.
 */
export const formatPrice = (amount: number): string => {
  const dollars = Math.round(amount)
  const grouped = String(Math.abs(dollars)).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${dollars < 0 ? '-' : ''}$${grouped}`
}

/** 5000, 15000 → "$5,000-$15,000"; open-ended (the project can cost more) → "$35,000-$75,000+". */
export const formatPriceRange = (low: number, high: number, openEnded = false): string =>
  `${formatPrice(low)}-${formatPrice(high)}${openEnded ? '+' : ''}`

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`

/** A duration kept in days, as people say it: 14-28 → "2-4 weeks", 7-7 → "1 week", 3-5 → "3-5 days". */
export const formatDuration = (lowDays: number, highDays: number): string => {
  const inWeeks = lowDays % 7 === 0 && highDays % 7 === 0 && lowDays > 0
  const [low, high, unit] = inWeeks ? [lowDays / 7, highDays / 7, 'week'] : [lowDays, highDays, 'day']
  return low === high ? plural(low, unit) : `${low}-${plural(high, unit)}`
}

/**
 * A phone number as people read it → the number a tel: link dials: "(555) 123-4567" → "tel:+15551234567". Ten
 * digits, or eleven after a 1, are a North American number; one written with its own + and country code keeps them.
 */
export const telHref = (phone: string): string | undefined => {
  const digits = phone.replace(/\D/g, '')
  // Text stored before numbers were checked ("abcdefghij") has nothing to dial: no link.
  if (digits.length < 7) return undefined
  if (phone.trim().startsWith('+') || (digits.length === 11 && digits.startsWith('1')))
    return `tel:+${digits}`
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`
}

/** A service's name inside a sentence: "Kitchen Remodeling" → "kitchen remodeling", while "HVAC" stays "HVAC". */
export const inSentence = (name: string): string => (name === name.toUpperCase() ? name : name.toLowerCase())
