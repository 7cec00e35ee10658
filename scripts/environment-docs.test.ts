import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { ENV_EXAMPLE, README, readmeWithTable, writtenEnvironmentDocs } from './environment-docs'
import { ENVIRONMENT_VARIABLES } from '../cms/src/runtime/config'

describe('the environment documentation', () => {
  it('README.md’s table is the one the configuration schema gives (else run npm run generate:env)', async () => {
    const { readme } = await writtenEnvironmentDocs()
    expect(await readFile(README, 'utf8'), 'README.md is stale: run npm run generate:env').toBe(readme)
  })

  it('.env.example is the one the configuration schema gives (else run npm run generate:env)', async () => {
    const { envExample } = await writtenEnvironmentDocs()
    expect(await readFile(ENV_EXAMPLE, 'utf8'), '.env.example is stale: run npm run generate:env').toBe(
      envExample,
    )
  })

  it('lists every variable of the schema, with its default', async () => {
    const { readme, envExample } = await writtenEnvironmentDocs()
    for (const name of Object.keys(ENVIRONMENT_VARIABLES)) {
      expect(readme).toContain(`| \`${name}\``)
      expect(envExample).toMatch(new RegExp(`^#${name}=`, 'm'))
    }
    expect(envExample).toContain('#PORT=3000')
  })

  it('replaces only the table between its markers', async () => {
    const readme = await readFile(README, 'utf8')
    const edited = readme.replace('## Environment', '## Environment\n\nA line of prose kept as it is.')
    expect(await readmeWithTable(edited)).toContain('A line of prose kept as it is.')
  })

  it('says which markers it needs when the README has lost them', async () => {
    await expect(readmeWithTable('# A README without its table\n')).rejects.toThrow(/environment-table/)
  })
})
