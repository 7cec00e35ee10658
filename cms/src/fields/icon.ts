import { icons, type LucideIcon } from 'lucide-react'
import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** lucide's own name for an icon ("chef-hat") as the key of its icon set ("ChefHat"). */
const iconKey = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

const iconNamed = (name: string): LucideIcon | undefined => icons[iconKey(name) as keyof typeof icons]

/** The drawing as markup, decorative (the text beside it names the thing), sized by whatever holds it. */
export const iconMarkup = (name: string): string | null => {
  const Icon = iconNamed(name)
  return Icon
    ? renderToStaticMarkup(
        createElement(Icon, { 'aria-hidden': true, focusable: false, width: '100%', height: '100%' }),
      )
    : null
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
 * that cost the pages listing services 1.6 KB of their 100 KB script budget (measured on the home page).
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
