import type { ArrayField, Field, RowField } from 'payload'

/**
 * The rows of a page's price table (a service's pricing tiers, a guide's cost tiers): each a named tier, its price
 * and whether projects can cost more than its high end. The plural label is the singular's, with an s.
 */
export const tiersField = ({
  name,
  singular,
  description,
  price,
  priceWord,
  more = [],
}: {
  name: string
  singular: string
  description: string
  price: RowField
  /** What the table calls its amounts, in the open-ended box's hint. */
  priceWord: 'price' | 'cost'
  /** Fields after the price, e.g. a duration. */
  more?: Field[]
}): ArrayField => ({
  name,
  type: 'array',
  maxRows: 6,
  labels: { singular, plural: `${singular}s` },
  admin: { description },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 60 },
    price,
    {
      name: 'openEnded',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: `Show a "+" after the high ${priceWord} (projects can cost more)` },
    },
    ...more,
  ],
})
