const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** 12000 → "$12,000" (whole dollars, rounded). */
export const formatPrice = (amount: number): string => usd.format(Math.round(amount))

/** "kitchen-remodeling" → "Kitchen Remodeling"; the spec's rule for titles derived from a slug. */
export const slugToTitle = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
