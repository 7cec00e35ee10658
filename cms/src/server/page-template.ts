/** The places in index.html the server fills for each page. */
const SLOTS = ['head', 'notice', 'html', 'state', 'preloads'] as const
export type PageParts = Record<(typeof SLOTS)[number], string>

const SLOT_MARKER = /<!--app-(head|notice|html|state|preloads)-->/

/**
 * The page template (index.html) cut at its slots once, filled by joining its pieces: one string per page rather
 * than a copy of the page per slot, and the page's own text is never read as a replacement pattern (`$&` or `$'` in
 * an article stays as written). A template that lost a slot, or holds one twice, stops the server at start.
 */
export const compilePageTemplate = (template: string): ((parts: PageParts) => string) => {
  for (const slot of SLOTS) {
    const count = template.split(`<!--app-${slot}-->`).length - 1
    if (count !== 1)
      throw new Error(`index.html must hold <!--app-${slot}--> once; it holds it ${count} times`)
  }
  // split() with a capturing group: text, slot name, text, slot name, …, text.
  const pieces = template.split(SLOT_MARKER)
  return (parts) =>
    pieces.map((piece, index) => (index % 2 === 1 ? parts[piece as keyof PageParts] : piece)).join('')
}
