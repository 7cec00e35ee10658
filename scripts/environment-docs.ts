/**
 * The README's Environment table and `.env.example`, written from the configuration schema so that neither can
 * drift from what the code reads (`npm run generate:env`; environment-docs.test.ts fails when either is stale).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { ENVIRONMENT_VARIABLES } from '../cms/src/runtime/config'
import { projectRoot } from '../cms/src/runtime/paths'

export const README = path.join(projectRoot, 'README.md')
export const ENV_EXAMPLE = path.join(projectRoot, '.env.example')

const TABLE_START =
  '<!-- environment-table: written by npm run generate:env from cms/src/runtime/config.ts -->'
const TABLE_END = '<!-- environment-table end -->'

const variables = Object.entries(ENVIRONMENT_VARIABLES)

/** A variable's value when unset, as `.env.example` writes it, or its example when it has none. */
const exampleValue = ({
  schema,
  example,
}: (typeof ENVIRONMENT_VARIABLES)[keyof typeof ENVIRONMENT_VARIABLES]) => {
  const fallback: unknown = schema.parse(undefined)
  return fallback === undefined ? (example ?? '') : String(fallback)
}

const environmentTable = (): string =>
  [
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...variables.map(
      ([name, { shownDefault, meaning }]) =>
        `| \`${name}\` | ${shownDefault} | ${meaning.replaceAll('|', '\\|')} |`,
    ),
  ].join('\n')

/** The README with its Environment table written afresh, formatted as `npm run format` would. */
export const readmeWithTable = async (readme: string): Promise<string> => {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start === -1 || end < start) {
    throw new Error(`README.md must hold the lines "${TABLE_START}" and "${TABLE_END}" around its table`)
  }
  const written = `${readme.slice(0, start + TABLE_START.length)}\n\n${environmentTable()}\n\n${readme.slice(end)}`
  return format(written, { ...(await resolveConfig(README)), filepath: README })
}

export const envExample = (): string =>
  [
    '# Every environment variable the product reads; each is optional on a local install (`npm start`).',
    '# Written by `npm run generate:env` from cms/src/runtime/config.ts: change the schema there, then run it.',
    ...variables.flatMap(([name, variable]) => [
      '',
      `# ${variable.meaning.replaceAll('`', '')} (default: ${variable.shownDefault.replaceAll('`', '')})`,
      `#${name}=${exampleValue(variable)}`,
    ]),
    '',
  ].join('\n')

/** What README.md and .env.example should hold. */
export const writtenEnvironmentDocs = async (): Promise<{ readme: string; envExample: string }> => ({
  readme: await readmeWithTable(await readFile(README, 'utf8')),
  envExample: envExample(),
})
