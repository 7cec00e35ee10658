import type { NumberField, NumberFieldSingleValidation, RowField } from 'payload'
import { number } from 'payload/shared'

/** A sibling a number is compared with, and what the message calls it ("low price"). */
type Bound = { field: string; label: string }

/**
 * A number of an ordered chain (low ≤ average ≤ high): at least every sibling before it, at most every one after.
 * Each end of a pair checks the other, so the field an editor changed is the one that says what is wrong, and the
 * rule holds even when Payload validates only the fields a request sends (it does on restoring from the trash and
 * on unpublishing). Payload's own checks (required, min) run first: a custom `validate` would otherwise replace them.
 */
export const inOrder =
  ({ atLeast = [], atMost = [] }: { atLeast?: Bound[]; atMost?: Bound[] }): NumberFieldSingleValidation =>
  (value, options) => {
    const base = number(value, options)
    if (base !== true || typeof value !== 'number') return base
    const sibling = (field: string): unknown => (options.siblingData as Record<string, unknown>)[field]
    for (const { field, label } of atLeast) {
      const other = sibling(field)
      if (typeof other === 'number' && value < other) return `Must be at least the ${label}`
    }
    for (const { field, label } of atMost) {
      const other = sibling(field)
      if (typeof other === 'number' && value > other) return `Must be at most the ${label}`
    }
    return true
  }

type Unit = 'dollars' | 'days'

/** How a label names its unit: "Price from ($)", "Duration to (days)". */
const UNIT_SUFFIX: Record<Unit, string> = { dollars: '($)', days: '(days)' }

export const withUnit = (label: string, unit: Unit): string => `${label} ${UNIT_SUFFIX[unit]}`

/** What messages call the two ends of a range of this unit. */
const ENDS: Record<Unit, { low: string; high: string }> = {
  dollars: { low: 'low price', high: 'high price' },
  days: { low: 'shortest duration', high: 'longest duration' },
}

const DEFAULT_LABELS: Record<Unit, { low: string; high: string }> = {
  dollars: { low: 'Price from', high: 'Price to' },
  days: { low: 'Duration from', high: 'Duration to' },
}

type RangeOptions = {
  low: string
  high: string
  unit: Unit
  labels?: { low?: string; high?: string }
}

/** A low/high pair (a price or a duration) whose high end is never below its low end, side by side in the panel. */
export const rangeRow = ({ low, high, unit, labels = {} }: RangeOptions): RowField => {
  const ends = ENDS[unit]
  const amount = (name: string, label: string, bounds: Parameters<typeof inOrder>[0]): NumberField => ({
    name,
    label: withUnit(label, unit),
    type: 'number',
    required: true,
    min: 0,
    admin: { width: '50%' },
    validate: inOrder(bounds),
  })
  return {
    type: 'row',
    fields: [
      amount(low, labels.low ?? DEFAULT_LABELS[unit].low, { atMost: [{ field: high, label: ends.high }] }),
      amount(high, labels.high ?? DEFAULT_LABELS[unit].high, { atLeast: [{ field: low, label: ends.low }] }),
    ],
  }
}

/** A page's typical duration in days, as the service and location pages show it. */
export const typicalDurationRow = (): RowField =>
  rangeRow({
    low: 'durationLow',
    high: 'durationHigh',
    unit: 'days',
    labels: { low: 'Typical duration from', high: 'Typical duration to' },
  })

/** Low, average and high cost in US dollars, in that order (each at least the one before), side by side. */
export const costFields = ({
  low,
  average,
  high,
}: {
  low: string
  average: string
  high: string
}): RowField => {
  const chain = [
    { field: low, label: 'low cost', title: 'Low cost' },
    { field: average, label: 'average cost', title: 'Average cost' },
    { field: high, label: 'high cost', title: 'High cost' },
  ]
  return {
    type: 'row',
    fields: chain.map(({ field, title }, index) => ({
      name: field,
      label: withUnit(title, 'dollars'),
      type: 'number',
      required: true,
      min: 0,
      validate: inOrder({ atLeast: chain.slice(0, index).reverse(), atMost: chain.slice(index + 1) }),
    })),
  }
}
