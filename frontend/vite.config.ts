import { readFileSync } from 'node:fs'
import path from 'node:path'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'

const DEFERRED_SCRIPTS_ID = 'deferred-scripts'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

/**
 * For the server build: the client chunks of each lazily loaded module (its own and those it imports), less those
 * index.html already loads, read from the client build's manifest (`vite build` runs before `vite build --ssr`).
 * The server preloads a page's chunks with its HTML (src/app/page-preloads.ts).
 */
const lazyChunks = (): Record<string, string[]> => {
  const manifestFile = path.resolve(import.meta.dirname, 'dist/client/.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const withImports = (key: string, found = new Set<string>()): Set<string> => {
    if (found.has(key)) return found
    found.add(key)
    for (const imported of manifest[key]?.imports ?? []) withImports(imported, found)
    return found
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error(`${manifestFile} names no entry chunk`)
  const loadedByEntry = withImports(entry)
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
      .map(([key, chunk]) => [
        chunk.src,
        [...withImports(key)]
          .filter((own) => !loadedByEntry.has(own))
          .map((own) => `/${manifest[own]?.file}`),
      ]),
  )
}

/**
 * The stylesheet (about 8 KB compressed) goes into index.html itself: the first paint then waits for the HTML alone
 * rather than for a second request, and navigations inside the app never load either again. It has no url()s, which
 * would resolve against the page instead of /assets/.
 */
const inlineStylesheet = (): Plugin => ({
  name: 'inline-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) =>
      html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
        const asset = bundle?.[fileName]
        return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link
      }),
  },
})

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>

/** The entry's chunk and the chunks it imports statically, each after those it imports. */
const entryChunksInOrder = (bundle: Bundle): string[] => {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)
  if (!entry) throw new Error('the client build has no entry chunk')
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

/**
 * The page is server-rendered, so its first paint needs no script. Left to themselves, module scripts that arrive
 * as fast as the HTML run (and hydrate) before the browser paints, and on a slow link they share it with the
 * document. So the scripts are asked for only once the first frame is painted (a task queued from
 * requestAnimationFrame runs after it): their preloads wait in an inert <template>, and the one inline script moves
 * them into <head> one at a time and then runs the entry's chunks one per task, each after those it imports, so
 * that starting the fetches and evaluating them do not block input as one long task. (React is not split into a
 * chunk of its own for this: it costs the home page 1 KB of its 100 KB budget, and over five pages its effect on
 * Lighthouse's blocking time was within run-to-run noise.) The server adds the page's own chunks at <!--app-preloads--> (src/app/page-preloads.ts), so
 * they load with the entry instead of after it.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!bundle) return html
      const chunks = entryChunksInOrder(bundle)
      const page = html
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
        .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '')
        .replace('<!--app-preloads-->', '')
      const preloads = chunks
        .map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
        .join('')
      const waiting = `<template id="${DEFERRED_SCRIPTS_ID}">${preloads}<!--app-preloads--></template>`
      // Each step in a task of its own: starting a script's fetch and evaluating a chunk both cost time.
      const loader =
        `<script type="module">const nextTask = () => new Promise((resolve) => setTimeout(resolve));` +
        `requestAnimationFrame(() => setTimeout(async () => {` +
        `for (const link of [...document.getElementById('${DEFERRED_SCRIPTS_ID}').content.children]) {` +
        `document.head.append(link); await nextTask()}` +
        `for (const chunk of ${JSON.stringify(chunks)}) {await import(chunk); await nextTask()}` +
        `}))</script>`
      return page.replace('</body>', `${waiting}\n    ${loader}\n  </body>`)
    },
  },
})

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    scriptsAfterFirstPaint(),
    // The client's files also as .br and .gz at the highest levels, which the server sends as they are: compressed
    // per request, at the level a response can afford, the scripts came out about a quarter larger.
    !isSsrBuild && compression({ include: /\.(js|css|svg)$/ }),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // The zod contracts shared with the server (DESIGN §3): the one thing the frontend takes from cms/.
      '@contracts': path.resolve(import.meta.dirname, '../cms/src/contracts'),
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        // CommonJS, so the server can require() it: no dynamic import() of a module graph at run time.
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // No modulepreload polyfill: browsers without modulepreload (Safari before 17) still load the chunks
        // through the entry's imports, a little later, and the polyfill would cost every page.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Every page loads all the modules the entry imports statically ($initial), so they make one chunk
            // rather than a dozen small ones that each cost a request and compress worse; what pages and the
            // dashboard load on demand is split as usual. (The entry itself stays a chunk of its own: index.html
            // loads it, and it imports this one.)
            codeSplitting: {
              groups: [
                {
                  name: 'initial',
                  test: /[\\/]node_modules[\\/]|[\\/]frontend[\\/]src[\\/](?!entry-client)/,
                  tags: ['$initial'],
                },
                // The small helpers the public pages share (session storage, the services query, field styles),
                // one chunk rather than six files of a few hundred bytes, each its own request and compressed
                // alone.
                {
                  name: 'page-helpers',
                  test: /[\\/](lib[\\/](session-storage|lead-data)|features[\\/]services[\\/]api[\\/]get-services|hooks[\\/]use-loaded-query|build[\\/]modern[\\/]queryOptions|ui[\\/]field-styles)\./,
                },
              ],
            },
          },
        },
      },
  ...(isSsrBuild ? { define: { __LAZY_CHUNKS__: JSON.stringify(lazyChunks()) } } : {}),
}))
