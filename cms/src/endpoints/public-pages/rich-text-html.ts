import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToHTML,
  defaultHTMLConverters,
  HeadingHTMLConverter,
  LinkHTMLConverter,
  type HTMLConverters,
} from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/** Public paths of the documents an editor can link to inside rich text. */
const DOCUMENT_PATHS: Record<string, (slug: string) => string> = {
  services: (slug) => `/services/${slug}`,
  'cost-guides': (slug) => `/cost-guides/${slug}`,
  articles: (slug) => `/articles/${slug}`,
}

type LinkedDocument = { relationTo?: string; value?: unknown }

/** An internal link's path, when its document was read with the text (depth ≥ 1) and has a public page. */
const internalDocToHref = ({ linkNode }: { linkNode: { fields: { doc?: unknown } } }): string => {
  const { relationTo, value } = (linkNode.fields.doc ?? {}) as LinkedDocument
  const toPath = relationTo ? DOCUMENT_PATHS[relationTo] : undefined
  const slug = typeof value === 'object' && value !== null ? (value as { slug?: unknown }).slug : undefined
  return toPath && typeof slug === 'string' ? toPath(slug) : '#'
}

/**
 * A list item as valid HTML, where Payload's converter writes `value` on every item (allowed in `<ol>` only) and
 * a checklist's items as checkbox widgets with React's attribute names. An ordered item keeps its number; a
 * checklist item is a checkbox that shows its state and cannot be changed, its text the label.
 */
const listItem: HTMLConverters['listitem'] = ({ node, nodesToHTML, parent }) => {
  const children = nodesToHTML({ nodes: node.children }).join('')
  const listType = 'listType' in parent ? parent.listType : undefined
  // Lexical gives a nested list an item of its own, with nothing else in it.
  if (node.children.some((child) => child.type === 'list')) return `<li class="nested-list">${children}</li>`
  if (listType === 'number') return `<li value="${Number(node.value) || 1}">${children}</li>`
  if (listType === 'check')
    return `<li class="check-item"><label><input type="checkbox" disabled${node.checked ? ' checked' : ''}> ${children}</label></li>`
  return `<li>${children}</li>`
}

const converters: HTMLConverters = {
  ...defaultHTMLConverters,
  ...LinkHTMLConverter({ internalDocToHref }),
  listitem: listItem,
  // The page's title is its only h1: a heading the editor set as h1 becomes a section heading.
  heading: (args) => {
    const node = args.node.tag === 'h1' ? { ...args.node, tag: 'h2' as const } : args.node
    const convert = HeadingHTMLConverter.heading
    return typeof convert === 'function' ? convert({ ...args, node }) : ''
  },
}

export type RichTextValue = SerializedEditorState | null | undefined

/**
 * A Lexical document as semantic HTML, with Payload's own converters: text is escaped and link URLs sanitised by
 * them. Alignment and indent are left out: they would be inline styles, and the page's styles set both.
 */
export const richTextToHtml = (value: RichTextValue): string =>
  value
    ? convertLexicalToHTML({
        data: value,
        converters,
        disableContainer: true,
        disableIndent: true,
        disableTextAlign: true,
      })
    : ''

const WORDS_PER_MINUTE = 200

/** Minutes an adult needs to read the text, at least 1. */
export const readingMinutes = (value: RichTextValue): number => {
  const words = value ? convertLexicalToPlaintext({ data: value }).split(/\s+/).filter(Boolean).length : 0
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
