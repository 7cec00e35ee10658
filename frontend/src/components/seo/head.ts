import type { QueryClient } from '@tanstack/react-query'

import type { SiteSettings } from '@/lib/site-settings'

import type { PageMeta, SocialImage } from '@contracts/public-pages'

import { descriptionOf, titleOf } from './head-text'

/** What a page puts in <head>: set per route through `handle.head`, rendered by the server, kept in step on the client. */
export type Head = {
  title: string
  description: string
  /**
   * The editor's SEO fields (computed on the server): where set, their title and description replace the ones
   * above (see titleOf, descriptionOf), and their image is what social previews show.
   */
  meta?: PageMeta
  /** Path of the canonical URL, e.g. /services/roofing; none for a page that is not one (404). */
  path?: string
  /** What Open Graph calls the page: an article or guide is an `article`, every other page the site's `website`. */
  type?: 'website' | 'article'
  /**
   * Structured data, rendered by the server only: the browser keeps just the title, description and canonical URL
   * in step (use-head-sync.ts). Routes build it under `import.meta.env.SSR`, so it stays out of the pages' bundles.
   */
  jsonLd?: Record<string, unknown>[]
  /** e.g. 'noindex, nofollow' for pages that are not for search engines. */
  robots?: string
}

export type HeadHandle<Data = unknown> = {
  /**
   * `origin` is the public origin, for the absolute URLs structured data needs; `site` the site settings (the
   * company's name in every title), which the root route's loader fetched; `queryClient` the one the page's loader
   * filled. Given rather than held: the server's routes serve every request, each with its own client.
   */
  head: (args: {
    data: Data
    params: Record<string, string | undefined>
    origin: string
    site: SiteSettings
    queryClient: QueryClient
  }) => Head
}

/** The head of the not-found page, which search engines must not index. */
export const notFoundHead = (site: Pick<SiteSettings, 'companyName'>): Head => ({
  title: `404 Page Not Found | ${site.companyName}`,
  description: 'The page you are looking for does not exist.',
  robots: 'noindex',
})

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script>: no "</script>" or HTML comment can break out of it. */
export const serializeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

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

/** The canonical link and Open Graph's URL: one address, from the public origin. */
const canonicalTags = (url: string): string[] => [
  `<link rel="canonical" href="${escapeHtml(url)}" />`,
  `<meta property="og:url" content="${escapeHtml(url)}" />`,
]

export const renderHeadTags = (head: Head, origin: string): string =>
  [
    `<title>${escapeHtml(titleOf(head))}</title>`,
    `<meta name="description" content="${escapeHtml(descriptionOf(head))}" />`,
    ...(head.path === undefined ? [] : canonicalTags(origin + head.path)),
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(titleOf(head))}" />`,
    `<meta property="og:description" content="${escapeHtml(descriptionOf(head))}" />`,
    ...imageTags(head.meta?.image ?? undefined),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
    ...(head.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${serializeJson(item)}</script>`,
    ),
  ].join('\n    ')
