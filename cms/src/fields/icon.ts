import { icons } from 'lucide'
import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number | undefined>])[]

/** lucide's own name for an icon ("chef-hat") as the key of its icon set ("ChefHat"). */
const iconKey = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

const iconNamed = (name: string): IconNode | undefined =>
  (icons as Record<string, IconNode | undefined>)[iconKey(name)]

const escapeAttribute = (value: string | number): string =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

const attributes = (values: Record<string, string | number | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')

/**
 * The drawing as SVG markup with lucide's own attributes (what lucide-react draws on the pages), sized by whatever
 * holds it; null for a name lucide does not know.
 */
export const iconMarkup = (name: string): string | null => {
  const node = iconNamed(name)
  if (!node) return null
  const svg = attributes({
    xmlns: 'http://www.w3.org/2000/svg',
    width: '100%',
    height: '100%',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: `lucide lucide-${name}`,
    'aria-hidden': 'true',
    focusable: 'false',
  })
  return `<svg${svg}>${node.map(([tag, values]) => `<${tag}${attributes(values)}></${tag}>`).join('')}</svg>`
}

/** Payload's own text checks (required, length) first, then that lucide has an icon of that name. */
const lucideIconName: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return typeof value === 'string' && iconNamed(value)
    ? true
    : 'Use the name of a lucide icon, in lowercase with hyphens, e.g. chef-hat'
}

/**
 * An icon chosen by its lucide name, and beside it, read-only, the drawing as SVG markup. Public pages show the
 * markup as it comes with the data rather than each bundling the drawings of every icon an editor might choose:
 * that cost the pages listing services a share of their script budget (docs/decisions/0024-icons-as-data.md).
 */
export const iconFields = ({ name, description }: { name: string; description: string }): Field[] => [
  {
    name,
    type: 'text',
    required: true,
    maxLength: 60,
    admin: { description },
    validate: lucideIconName,
  },
  {
    name: `${name}Svg`,
    type: 'text',
    virtual: true,
    admin: { hidden: true },
    access: { create: () => false, update: () => false },
    hooks: {
      afterRead: [
        ({ siblingData }) => (typeof siblingData[name] === 'string' ? iconMarkup(siblingData[name]) : null),
      ],
    },
  },
]
