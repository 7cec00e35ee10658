import { describe, expect, it } from 'vitest'

import { deferScripts, entryChunksInOrder, PRELOADS_MARK } from './scripts-after-first-paint'

type Bundle = Parameters<typeof entryChunksInOrder>[0]

/** index.html as Vite 8 writes it for this app (no modulepreload links: vite.config.ts turns them off). */
const VITE_HTML = `<html><head>
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
  </head><body>
    <div id="root"><!--app-html--></div>
    ${PRELOADS_MARK}
  </body></html>`

const CHUNKS = ['/assets/initial-2.js', '/assets/entry-1.js']

describe('deferScripts', () => {
  it('moves the preloads into an inert template and loads the chunks in order after the first frame', () => {
    const page = deferScripts(VITE_HTML, CHUNKS)
    expect(page).not.toContain('<script type="module" crossorigin src=')
    expect(page).toContain(
      `<template id="deferred-scripts"><link rel="modulepreload" crossorigin href="/assets/initial-2.js">` +
        `<link rel="modulepreload" crossorigin href="/assets/entry-1.js">${PRELOADS_MARK}</template>`,
    )
    expect(page).toContain('requestAnimationFrame(')
    expect(page).toContain(`for (const chunk of ${JSON.stringify(CHUNKS)})`)
    expect(page.split(PRELOADS_MARK)).toHaveLength(2)
  })

  it.each([
    ['the entry script', VITE_HTML.replace('type="module" crossorigin src=', 'type="module" src=')],
    ['the preloads mark', VITE_HTML.replace(PRELOADS_MARK, '')],
  ])('fails the build when index.html no longer holds %s', (_what, html) => {
    expect(() => deferScripts(html, CHUNKS)).toThrow(/scripts-after-first-paint: index.html has no/)
  })

  it('fails the build when Vite preloads the chunks in <head> itself', () => {
    const html = VITE_HTML.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/initial-2.js"></head>',
    )
    expect(() => deferScripts(html, CHUNKS)).toThrow(/Vite wrote modulepreload links/)
  })
})

describe('entryChunksInOrder', () => {
  it('lists each chunk after the chunks it imports', () => {
    const bundle = {
      'assets/entry-1.js': {
        type: 'chunk',
        isEntry: true,
        fileName: 'assets/entry-1.js',
        imports: ['assets/initial-2.js'],
      },
      'assets/initial-2.js': { type: 'chunk', isEntry: false, fileName: 'assets/initial-2.js', imports: [] },
      'assets/page-3.js': { type: 'chunk', isEntry: false, fileName: 'assets/page-3.js', imports: [] },
    } as unknown as Bundle
    expect(entryChunksInOrder(bundle)).toEqual(CHUNKS)
  })

  it('fails the build without an entry chunk', () => {
    expect(() => entryChunksInOrder({} as Bundle)).toThrow(/no entry chunk/)
  })
})
