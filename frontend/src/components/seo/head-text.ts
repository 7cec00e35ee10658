import type { PageMeta } from '@contracts/public-pages'

/** A page's head (head.ts) as far as its text goes. */
type HeadText = { title: string; description: string; meta?: PageMeta }

/**
 * The page's title and description as its head shows them: the editor's SEO fields where set, else the page's own.
 * Apart from head.ts, so keeping the title in step on the client (use-head-sync.ts) takes only these.
 */
export const titleOf = (head: HeadText): string => head.meta?.title ?? head.title

export const descriptionOf = (head: HeadText): string => head.meta?.description ?? head.description
