import type { IndexHtmlTransformContext, Plugin } from 'vite'

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>

/** Where the server adds a page's own chunks (src/app/page-preloads.ts). */
export const PRELOADS_MARK = '<!--app-preloads-->'
const DEFERRED_SCRIPTS_ID = 'deferred-scripts'

/** The entry's chunk and the chunks it imports statically, each after those it imports. */
export const entryChunksInOrder = (bundle: Bundle): string[] => {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)
  if (!entry) throw new Error('scripts-after-first-paint: the client build has no entry chunk')
  const ordered: string[] = []
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (ordered.includes(fileName) || chunk?.type !== 'chunk') return
    for (const imported of chunk.imports) visit(imported)
    ordered.push(fileName)
  }
  visit(entry.fileName)
  return ordered.map((fileName) => `/${fileName}`)
}

/** Replaces exactly one match of `pattern`, or throws naming what Vite no longer writes. */
const replaceOnce = (html: string, pattern: RegExp | string, what: string): string => {
  const count =
    typeof pattern === 'string' ? html.split(pattern).length - 1 : (html.match(pattern) ?? []).length
  if (count === 0)
    throw new Error(`scripts-after-first-paint: index.html has no ${what}; Vite changed its output`)
  return html.replace(pattern, '')
}

/** index.html with the entry's scripts loaded after the first paint (see scriptsAfterFirstPaint). */
export const deferScripts = (html: string, chunks: readonly string[]): string => {
  // Preloads in <head> would fetch the scripts before the first paint, which is what this transform prevents.
  if (html.includes('rel="modulepreload"')) {
    throw new Error(
      'scripts-after-first-paint: Vite wrote modulepreload links; keep build.modulePreload false',
    )
  }
  let page = replaceOnce(html, /<script type="module" crossorigin src="[^"]+"><\/script>\s*/, 'entry script')
  page = replaceOnce(page, PRELOADS_MARK, PRELOADS_MARK)
  if (!page.includes('</body>')) throw new Error('scripts-after-first-paint: index.html has no </body>')
  const preloads = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`).join('')
  const waiting = `<template id="${DEFERRED_SCRIPTS_ID}">${preloads}${PRELOADS_MARK}</template>`
  // Each step in a task of its own: starting a script's fetch and evaluating a chunk both cost time.
  const loader =
    `<script type="module">const nextTask = () => new Promise((resolve) => setTimeout(resolve));` +
    `requestAnimationFrame(() => setTimeout(async () => {` +
    `for (const link of [...document.getElementById('${DEFERRED_SCRIPTS_ID}').content.children]) {` +
    `document.head.append(link); await nextTask()}` +
    `for (const chunk of ${JSON.stringify(chunks)}) {await import(chunk); await nextTask()}` +
    `}))</script>`
  return page.replace('</body>', `${waiting}\n    ${loader}\n  </body>`)
}

/**
 * The page is server-rendered, so its first paint needs no script. Left to themselves, module scripts that arrive
 * as fast as the HTML run (and hydrate) before the browser paints, and on a slow link they share it with the
 * document. So the scripts are asked for only once the first frame is painted (a task queued from
 * requestAnimationFrame runs after it): their preloads wait in an inert <template>, and the one inline script moves
 * them into <head> one at a time and then runs the entry's chunks one per task, each after those it imports, so
 * that starting the fetches and evaluating them do not block input as one long task. The server adds the page's own
 * chunks at <!--app-preloads--> (src/app/page-preloads.ts), so they load with the entry instead of after it.
 * Lighthouse counted every script that arrived before the first paint as blocking it
 * (docs/decisions/0016-scripts-after-first-paint.md).
 */
export const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => (bundle ? deferScripts(html, entryChunksInOrder(bundle)) : html),
  },
})
