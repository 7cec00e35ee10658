import type { TextField, TextFieldSingleValidation } from 'payload'

import { SLUG_PATTERN } from '../contracts/limits'

export const isSlug = (value: string): boolean => SLUG_PATTERN.test(value)

/** A URL segment: lower-case words joined by hyphens, unique in its collection. */
type SlugOverrides = {
  name?: string
  unique?: boolean
  admin?: TextField['admin']
  /** A stricter rule than the slug shape, e.g. one of a fixed list. */
  validate?: TextFieldSingleValidation
}

export const slugField = (overrides: SlugOverrides = {}): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar' },
  validate: (value: unknown) =>
    typeof value === 'string' && isSlug(value)
      ? true
      : 'Use lower-case letters, digits and single hyphens, e.g. kitchen-remodeling',
  ...overrides,
})
