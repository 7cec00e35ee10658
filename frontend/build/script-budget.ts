import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The product's budget: the JavaScript a marketing page loads, brotli-compressed at the highest level. */
export const SCRIPT_BUDGET_KB = 100

export type ScriptSize = { files: number; rawKb: number; gzipKb: number; brotliKb: number }

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** The JavaScript a page loads before it is interactive: every script its HTML names (loaded after the first paint). */
export const scriptsOf = (html: string): string[] => [
  ...new Set(
    [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1] as string),
  ),
]

/** The size of those scripts as the client build holds them (`clientDir` is frontend/dist/client). */
export const scriptSize = async (clientDir: string, scripts: readonly string[]): Promise<ScriptSize> => {
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const file of scripts) {
    const content = await readFile(path.join(clientDir, file))
    raw += content.length
    gzip += gzipSync(content, { level: 9 }).length
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  }
  return { files: scripts.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli) }
}
