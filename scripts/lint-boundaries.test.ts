import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

/** The boundary messages ESLint gives for `code` placed in the file `file` (the file need not exist). */
const boundaryErrors = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('import boundaries (eslint.config.js)', () => {
  // ESLint loads its configuration, plugins and parser on its first lint: several seconds on a busy machine, which
  // the first case alone would otherwise carry against its timeout.
  beforeAll(async () => {
    await boundaryErrors('frontend/src/lib/probe.ts', 'export const probe = 1')
  }, 60_000)

  it.each([
    [
      'a feature importing another feature',
      'frontend/src/features/articles/components/probe.ts',
      "import * as services from '../../services/api/get-services'\nexport const probe = services",
      'A feature does not import another feature',
    ],
    [
      'a feature importing another feature through the @ alias',
      'frontend/src/features/articles/components/probe.ts',
      "import * as services from '@/features/services/api/get-services'\nexport const probe = services",
      'A feature does not import another feature',
    ],
    [
      'shared code importing a feature',
      'frontend/src/lib/probe.ts',
      "import * as services from '../features/services/api/get-services'\nexport const probe = services",
      'Shared code imports neither features nor the app',
    ],
    [
      'the CMS importing the seed',
      'cms/src/runtime/probe.ts',
      "import { seed } from '../../../seed/src/seed'\nexport const probe = seed",
      'The CMS imports none of seed',
    ],
    [
      'the benchmarks importing the end-to-end tests',
      'bench/probe.ts',
      "import { DEV_STAFF } from '../e2e/config'\nexport const probe = DEV_STAFF",
      'The benchmarks do not import the end-to-end tests',
    ],
  ])('refuses %s', async (_case, file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(message)])
  })

  it('lets a feature import its own modules and shared code, and a route compose features', async () => {
    expect(
      await boundaryErrors(
        'frontend/src/features/services/components/probe.ts',
        "import * as services from '../api/get-services'\nimport { paths } from '@/config/paths'\nexport const probe = [services, paths]",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        'frontend/src/app/routes/public/probe.ts',
        "import * as services from '@/features/services/api/get-services'\nexport const probe = services",
      ),
    ).toEqual([])
  })
})
