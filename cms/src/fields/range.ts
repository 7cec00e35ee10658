import type { NumberField, NumberFieldSingleValidation, RowField } from 'payload'
import { number } from 'payload/shared'

/**
 * A number that may not be below its sibling `sibling` (a high price below the low one, say). Payload's own checks
 * (required, min) run first: a custom `validate` would otherwise replace them.
 */
export const notBelow =
  (sibling: string, message: string): NumberFieldSingleValidation =>
  (value, options) => {
    const base = number(value, options)
    if (base !== true) return base
    const lower = (options.siblingData as Record<string, unknown>)[sibling]
    return typeof value === 'number' && typeof lower === 'number' && value < lower ? message : true
  }

type Unit = 'dollars' | 'days'

const UNIT_HINTS: Record<Unit, string> = { dollars: 'US dollars', days: 'Days' }

type RangeOptions = {
  low: string
  high: string
  unit: Unit
  labels?: { low?: string; high?: string }
}

/** A low/high pair (a price or a duration) whose high end is never below its low end, side by side in the panel. */
export const rangeRow = ({ low, high, unit, labels = {} }: RangeOptions): RowField => ({
  type: 'row',
  fields: [
    {
      name: low,
      label: labels.low,
      type: 'number',
      required: true,
      min: 0,
      admin: { description: UNIT_HINTS[unit], width: '50%' },
    },
    {
      name: high,
      label: labels.high,
      type: 'number',
      required: true,
      min: 0,
      admin: { description: UNIT_HINTS[unit], width: '50%' },
      validate: notBelow(low, `Must be at least the ${unit === 'dollars' ? 'low price' : 'low duration'}`),
    },
  ],
})

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
  const dollars = (name: string, below?: { field: string; label: string }): NumberField => ({
    name,
    type: 'number',
    required: true,
    min: 0,
    admin: { description: UNIT_HINTS.dollars },
    ...(below ? { validate: notBelow(below.field, `Must be at least the ${below.label} cost`) } : {}),
  })
  return {
    type: 'row',
    fields: [
      dollars(low),
      dollars(average, { field: low, label: 'low' }),
      dollars(high, { field: average, label: 'average' }),
    ],
  }
}
