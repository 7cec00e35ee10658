import type { PageMeta, SocialImage } from '@contracts/public-pages'

/** What a page puts in <head>: set per route through `handle.head`, rendered by the server, kept in step on the client. */
export type Head = {
  title: string
  description: string
  /** The picture social previews show (og:image), an absolute URL. */
  image?: SocialImage
  /** Path of the canonical URL, e.g. /services/roofing; none for a page that is not one (404). */
  path?: string
  jsonLd?: Record<string, unknown>[]
  /** e.g. 'noindex, nofollow' for pages that are not for search engines. */
  robots?: string
}

export type HeadHandle<Data = unknown> = {
  /** `origin` is the public origin, for the absolute URLs structured data needs. */
  head: (args: { data: Data; params: Record<string, string | undefined>; origin: string }) => Head
}

/** The head of the not-found page, which search engines must not index. */
export const notFoundHead: Head = {
  title: '404 Page Not Found | Find Trusted Pros',
  description: 'The page you are looking for does not exist.',
  robots: 'noindex',
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script>: no "</script>" or HTML comment can break out of it. */
export const serializeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * A page's title, description and social image: the editor's SEO fields where set (PageMeta, computed on the server),
 * the page's own `computed` ones elsewhere.
 */
export const withPageMeta = (
  meta: PageMeta,
  computed: { title: string; description: string },
): Pick<Head, 'title' | 'description' | 'image'> => ({
  title: meta.title ?? computed.title,
  description: meta.description ?? computed.description,
  ...(meta.image ? { image: meta.image } : {}),
})

const imageTags = (image: SocialImage | undefined): string[] =>
  image
    ? [
        `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
        `<meta property="og:image:width" content="${image.width}" />`,
        `<meta property="og:image:height" content="${image.height}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
        '<meta name="twitter:card" content="summary_large_image" />',
      ]
    : ['<meta name="twitter:card" content="summary" />']

export const renderHeadTags = (head: Head, origin: string): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.path === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(origin + head.path)}" />`]),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    ...imageTags(head.image),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
    ...(head.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${serializeJson(item)}</script>`,
    ),
  ].join('\n    ')
