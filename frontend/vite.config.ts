import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

import { assertPageHelpersChunk, pageHelpersGroup } from './build/page-helpers-chunk.ts'
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint.ts'

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

const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
)

/** The modules of react-router's production build, in place of the development build its exports name. */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'production/dom-export.mjs') },
]

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    scriptsAfterFirstPaint(),
    assertPageHelpersChunk(),
    // The client's files also as .br and .gz at the highest levels, which the server sends as they are: compressed
    // per request, at the level a response can afford, the scripts came out about a quarter larger.
    !isSsrBuild && compression({ include: /\.(js|css|svg)$/ }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // The zod contracts shared with the server: the one thing the frontend takes from cms/.
      { find: '@contracts', replacement: path.resolve(import.meta.dirname, '../cms/src/contracts') },
      // React Router's package exports name only its development build; the browser and the server's renderer get
      // the production build it ships beside it (docs/decisions/0035-react-router-production-build.md).
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
  },
  // Bundled into the server's renderer rather than required from node_modules at run time, where Node's resolution
  // would pick the development build again.
  ssr: command === 'build' ? { noExternal: ['react-router'] } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        // CommonJS, which the server require()s at start: docs/decisions/0034-server-bundle-required.md.
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // No preload helper around dynamic imports: the server already names a page's chunks with its HTML, and the
        // helper cost every page about 1 KB of its script budget (docs/decisions/0036-script-chunks.md).
        modulePreload: false,
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
                  // Not the stylesheet: in this chunk, every import() of a chunk that imports it named the stylesheet
                  // to load first, though index.html links it.
                  test: /[\\/]node_modules[\\/]|[\\/]frontend[\\/]src[\\/](?!entry-client|styles\.css)/,
                  tags: ['$initial'],
                },
                // The small helpers the public pages share (session storage, the services query, field styles, previews),
                // one chunk rather than six files of a few hundred bytes, each its own request and compressed alone.
                pageHelpersGroup,
              ],
            },
          },
        },
      },
  ...(isSsrBuild ? { define: { __LAZY_CHUNKS__: JSON.stringify(lazyChunks()) } } : {}),
}))
