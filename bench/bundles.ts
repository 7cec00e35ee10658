import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { frontendClientDir } from '../cms/src/runtime/paths'

export type BundleSize = { path: string; files: number; rawKb: number; gzipKb: number; brotliKb: number }

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** The JavaScript a page loads before it is interactive: every script its HTML names (loaded after the first paint). */
const scriptsOf = (html: string): string[] =>
  [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] as string)

export const measureBundles = async (
  baseUrl: string,
  pagePaths: readonly string[],
): Promise<BundleSize[]> => {
  const sizes: BundleSize[] = []
  for (const pagePath of pagePaths) {
    const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
    let raw = 0
    let gzip = 0
    let brotli = 0
    const files = [...new Set(scriptsOf(html))]
    for (const file of files) {
      const content = await readFile(path.join(frontendClientDir, file))
      raw += content.length
      gzip += gzipSync(content, { level: 9 }).length
      brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    }
    sizes.push({
      path: pagePath,
      files: files.length,
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
    })
  }
  return sizes
}
