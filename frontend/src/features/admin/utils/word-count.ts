type LexicalNode = { text?: unknown; children?: unknown }

const textOf = (node: LexicalNode): string[] => [
  ...(typeof node.text === 'string' ? [node.text] : []),
  ...(Array.isArray(node.children) ? (node.children as LexicalNode[]).flatMap(textOf) : []),
]

/** About how many words a Lexical rich-text body holds: its text nodes, split on white space. */
export const wordCount = (body: { root: LexicalNode } | null | undefined): number =>
  body ? textOf(body.root).join(' ').split(/\s+/).filter(Boolean).length : 0
