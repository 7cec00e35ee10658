import { describe, expect, it } from 'vitest'

import { PAGE_HELPER_MODULES, pageHelpersGroup, unmatchedHelpers } from './page-helpers-chunk'

const idOf = (ending: string) =>
  ending.startsWith('@') ? `/app/node_modules/${ending}.js` : `/app/frontend/src/${ending}.ts`

describe('the page-helpers chunk group', () => {
  it('collects each module it names', () => {
    for (const ending of PAGE_HELPER_MODULES)
      expect(pageHelpersGroup.test.test(idOf(ending)), ending).toBe(true)
    expect(pageHelpersGroup.test.test('/app/frontend/src/lib/session-storage-extra.ts')).toBe(false)
  })

  it('names the modules that the built chunk no longer holds', () => {
    const ids = PAGE_HELPER_MODULES.map(idOf)
    expect(unmatchedHelpers(ids)).toEqual([])
    const renamed = ids.map((id) => id.replace('lib/session-storage', 'lib/browser-storage'))
    expect(unmatchedHelpers(renamed)).toEqual(['lib/session-storage'])
  })
})
