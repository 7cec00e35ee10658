import { readdirSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { E2E_BASE_URL } from './e2e/config'
import { checkedSpecProjects } from './e2e/spec-projects'

const chromium = {
  // Debian's Chromium: Playwright cannot download its own browser here.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/** Which project runs each spec file; loading the config fails when a spec file is in no project or in two. */
const SPECS = checkedSpecProjects(
  readdirSync(new URL('e2e', import.meta.url)).filter((file) => file.endsWith('.spec.ts')),
  {
    chromium: [
      'accessibility.spec.ts',
      'admin.spec.ts',
      'api.spec.ts',
      'cms.spec.ts',
      'html-validity.spec.ts',
      'lead-view.spec.ts',
      'media.spec.ts',
      'metrics.spec.ts',
      'navigation.spec.ts',
      'public-site.spec.ts',
      'quote-intent.spec.ts',
      'request-page.spec.ts',
      'request-targets.spec.ts',
      'script-budget.spec.ts',
      'wizard.spec.ts',
    ],
    content: [
      'account-access-content.spec.ts',
      'analytics-content.spec.ts',
      'api-reads-content.spec.ts',
      'content-preview.spec.ts',
      'content.spec.ts',
      'credentials-content.spec.ts',
      'dead-ends.spec.ts',
      'earned-trust-content.spec.ts',
      'homeowner-choice.spec.ts',
      'marketplace-loop-content.spec.ts',
      'matching-content.spec.ts',
      'media-content.spec.ts',
      'pro-content.spec.ts',
      'pro-profile-content.spec.ts',
      'review-invitation-content.spec.ts',
      'review-moderation-content.spec.ts',
      'site-settings-content.spec.ts',
      'wizard-content.spec.ts',
    ],
    'server-lifecycle': ['email-delivery.spec.ts', 'server-lifecycle.spec.ts'],
  },
)

/** End-to-end tests against the production build, served on a fresh embedded database (see e2e/serve.ts). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './e2e/global-setup.ts',
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testMatch: SPECS.chromium,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Adds, edits and deletes content (contractors too): after the rest, whose fresh-install checks count the
      // seeded records. One file at a time: a spec that lists every page (the sitemap's) would meet another's page
      // half deleted.
      name: 'content',
      testMatch: SPECS.content,
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Start whole servers and workers of their own (migrate, seed, Next): run after the rest, one file at a time,
      // so their CPU load cannot push the browser tests or each other past their timeouts on a two-core machine.
      name: 'server-lifecycle',
      testMatch: SPECS['server-lifecycle'],
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${E2E_BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
