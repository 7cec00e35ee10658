/** A link inside a paragraph. */
export type RichTextLink = { text: string; url: string }

export type RichTextBlock =
  | string
  | { paragraph: (string | RichTextLink)[] }
  | { heading: string }
  | { subheading: string }
  | { list: string[] }

type TextNode = {
  type: 'text'
  version: 1
  text: string
  format: 0
  detail: 0
  mode: 'normal'
  style: ''
}

type ElementFields = {
  version: 1
  direction: 'ltr'
  format: ''
  indent: 0
}

type LinkNode = ElementFields & {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: false }
  children: TextNode[]
}

type ParagraphNode = ElementFields & {
  type: 'paragraph'
  textFormat: 0
  textStyle: ''
  children: (TextNode | LinkNode)[]
}

type HeadingNode = ElementFields & {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: TextNode[]
}

type ListItemNode = ElementFields & {
  type: 'listitem'
  value: number
  children: TextNode[]
}

type ListNode = ElementFields & {
  type: 'list'
  listType: 'bullet'
  start: 1
  tag: 'ul'
  children: ListItemNode[]
}

type BlockNode = ParagraphNode | HeadingNode | ListNode

const element: ElementFields = { version: 1, direction: 'ltr', format: '', indent: 0 }

// Lexical normalises away empty text nodes, so an empty string yields an empty children array.
const textChildren = (text: string): TextNode[] =>
  text === '' ? [] : [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }]

const inlineNodes = (part: string | RichTextLink): (TextNode | LinkNode)[] =>
  typeof part === 'string'
    ? textChildren(part)
    : [
        {
          ...element,
          type: 'link',
          fields: { linkType: 'custom', url: part.url, newTab: false },
          children: textChildren(part.text),
        },
      ]

const toNode = (block: RichTextBlock): BlockNode => {
  if (typeof block === 'string') {
    return {
      ...element,
      type: 'paragraph',
      textFormat: 0,
      textStyle: '',
      children: textChildren(block),
    }
  }
  if ('paragraph' in block) {
    return {
      ...element,
      type: 'paragraph',
      textFormat: 0,
      textStyle: '',
      children: block.paragraph.flatMap(inlineNodes),
    }
  }
  if ('heading' in block) {
    return { ...element, type: 'heading', tag: 'h2', children: textChildren(block.heading) }
  }
  if ('subheading' in block) {
    return { ...element, type: 'heading', tag: 'h3', children: textChildren(block.subheading) }
  }
  return {
    ...element,
    type: 'list',
    listType: 'bullet',
    start: 1,
    tag: 'ul',
    children: block.list.map((item, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: textChildren(item),
    })),
  }
}

/** A Lexical editor state as Payload stores it (shaped here, so end-to-end tests can build one without the CMS's types). */
export type RichText = { root: ElementFields & { type: 'root'; children: BlockNode[] } }

/** Builds a Payload Lexical editor state from paragraphs (with links), h2 and h3 headings and bullet lists. */
export const richText = (...blocks: RichTextBlock[]): RichText => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: blocks.map(toNode),
  },
})
