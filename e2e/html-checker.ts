import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** The W3C Nu HTML Checker, as the vnu-jar package ships it; run with the machine's Java (Debian's). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

export type HtmlProblem = { page: string; line?: number; message: string; extract?: string }

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string }

/**
 * Every error the checker finds in these documents (name → HTML), checked in one run: the checker is a Java
 * program, and starting it once for a hundred pages takes seconds rather than minutes.
 */
export const checkHtml = async (documents: Map<string, string>): Promise<HtmlProblem[]> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const names = [...documents.keys()]
    const files = await Promise.all(
      names.map(async (name, index) => {
        const file = path.join(folder, `${index}.html`)
        await writeFile(file, documents.get(name) ?? '')
        return file
      }),
    )
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        page: names[Number(/(\d+)\.html$/.exec(message.url)?.[1])] ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }))
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
