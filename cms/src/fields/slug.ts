import type { CollectionSlug, FieldHook, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'

import { SLUG_PATTERN } from '../contracts/limits'
import { toSlug } from '../contracts/slug'

export const isSlug = (value: string): boolean => SLUG_PATTERN.test(value)

export const slugShapeMessage = (example = 'kitchen-remodeling'): string =>
  `Use lower-case letters, digits and single hyphens, e.g. ${example}`

/** A URL segment: lower-case words joined by hyphens, unique in its collection. */
type SlugOverrides = {
  name?: string
  /** The field (a sibling) a slug left empty is made from, e.g. the name or the title. */
  from?: string
  unique?: boolean
  /** A slug of this field for the messages, e.g. fort-lauderdale. */
  example?: string
  admin?: TextField['admin']
  /** A stricter rule than the slug shape, e.g. one of a fixed list; runs once the shape is right. */
  validate?: TextFieldSingleValidation
}

const isEmpty = (value: unknown): boolean =>
  value == null || (typeof value === 'string' && value.trim() === '')

/**
 * Fills an empty slug from its source field. On an update that does not send the slug at all, the stored slug
 * stays: renaming a service must not move its page.
 */
const slugFrom =
  (source: string): FieldHook =>
  ({ value, data, originalDoc, operation }) => {
    if (!isEmpty(value) || (value === undefined && operation === 'update')) return value
    const name = (data as Record<string, unknown> | undefined)?.[source] ?? originalDoc?.[source]
    return typeof name === 'string' ? toSlug(name) : value
  }

/** What an editor calls a document of this collection, for messages: "service", "cost guide". */
const nounOf = (req: PayloadRequest, collection: CollectionSlug | undefined): string => {
  const label = collection ? req.payload.collections[collection]?.config.labels.singular : undefined
  return typeof label === 'string' ? label.toLowerCase() : 'document'
}

/** The refusal when another document of the collection already has this value, else null. */
const clashWith = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  field: string,
  value: string,
  id: number | string | undefined,
): Promise<string | null> => {
  const { totalDocs } = await req.payload.count({
    collection,
    where: { and: [{ [field]: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    req,
  })
  return totalDocs > 0 ? `Another ${nounOf(req, collection)} already uses the ${field} "${value}"` : null
}

/**
 * The slug's shape, then the stricter rule if any, then (for a unique slug) that no other document has it: the
 * database's own refusal named no document. An empty slug with a source to make it from is fine: the panel checks
 * the form before the hook has filled it.
 */
const slugValidation =
  ({
    name,
    from,
    unique,
    example,
    validate,
  }: Required<Pick<SlugOverrides, 'name' | 'unique'>> & SlugOverrides) =>
  async (...[value, options]: Parameters<TextFieldSingleValidation>): Promise<string | true> => {
    if (isEmpty(value)) {
      const source = from ? (options.siblingData as Record<string, unknown>)[from] : undefined
      return typeof source === 'string' && toSlug(source) !== ''
        ? true
        : from
          ? `Write a ${name}, or a ${from} to make it from`
          : 'This field is required.'
    }
    if (typeof value !== 'string' || !isSlug(value)) return slugShapeMessage(example)
    const stricter = validate ? await validate(value, options) : true
    if (stricter !== true) return stricter
    if (!unique || !options.collectionSlug) return true
    const collection = options.collectionSlug as CollectionSlug
    return (await clashWith(options.req, collection, name, value, options.id)) ?? true
  }

export const slugField = ({
  name = 'slug',
  from,
  unique = true,
  example,
  admin,
  validate,
}: SlugOverrides = {}): TextField => ({
  name,
  type: 'text',
  required: true,
  unique,
  index: true,
  // In the sidebar unless the collection places it itself.
  admin: {
    ...(from ? { description: `Made from the ${from} when left empty` } : {}),
    ...(admin ?? { position: 'sidebar' }),
  },
  hooks: from ? { beforeValidate: [slugFrom(from)] } : {},
  validate: slugValidation({ name, from, unique, example, validate }),
})
