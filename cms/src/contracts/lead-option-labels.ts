import type { BudgetRange, ContactPreference, DeclineCategory, Timeframe } from './lead-options'

/**
 * What people read for each stored option value: the wizard's choices and its review step, and the
 * contractor's email, say the same words.
 */
export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  email: 'Email',
  phone: 'Phone',
  both: 'Both',
}

export const BUDGET_RANGE_LABELS: Record<BudgetRange, string> = {
  'under-5k': 'Under $5,000',
  '5k-10k': '$5,000 - $10,000',
  '10k-25k': '$10,000 - $25,000',
  '25k-50k': '$25,000 - $50,000',
  'over-50k': 'Over $50,000',
}

export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  asap: 'ASAP',
  '2-4weeks': '2-4 weeks',
  '1-3months': '1-3 months',
  '3-6months': '3-6 months',
  planning: 'Just planning',
}

/**
 * Why a contractor declined, in words the homeowner reads (their request page, their email) and the contractor
 * chooses from in the portal; the contractor's own reason stays with the marketplace.
 */
export const DECLINE_CATEGORY_LABELS: Record<DeclineCategory, string> = {
  'fully-booked': 'Fully booked for now',
  'outside-area': 'Does not work in your area',
  'service-not-offered': 'Does not offer this service',
  'project-size': 'The project is not the size they take on',
  other: 'Another reason',
}
