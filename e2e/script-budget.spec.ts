import { expect, test } from '@playwright/test'

import { frontendClientDir } from '../cms/src/runtime/paths'
import { SCRIPT_BUDGET_KB, scriptSize, scriptsOf } from '../frontend/build/script-budget'
import { MARKETING_PAGES } from './marketing-pages'

// Every kind of marketing page, seeded on a fresh install. A size is deterministic, so the budget is checked here,
// on every build; timings stay in the bench.

test.describe(`at most ${SCRIPT_BUDGET_KB} KB of JavaScript (brotli) per marketing page`, () => {
  for (const path of MARKETING_PAGES) {
    test(path, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const scripts = scriptsOf(await response.text())
      // The entry, the initial chunk and the page's own: a page naming none would pass the budget by mistake.
      expect(scripts.length).toBeGreaterThanOrEqual(3)
      const { brotliKb } = await scriptSize(frontendClientDir, scripts)
      // In the report, so a change's cost is seen before it reaches the budget.
      test.info().annotations.push({ type: 'brotli KB', description: String(brotliKb) })
      console.log(`${path}: ${brotliKb} KB brotli`)
      expect(brotliKb).toBeLessThanOrEqual(SCRIPT_BUDGET_KB)
    })
  }
})
