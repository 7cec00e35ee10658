import { defineConfig, devices } from '@playwright/test'

import { E2E_BASE_URL } from './e2e/config'

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
      testIgnore: /server-lifecycle|email-delivery|content|homeowner-choice|dead-ends/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Adds, edits and deletes content (contractors too): after the rest, whose fresh-install checks count the
      // seeded records. One file at a time: a spec that lists every page (the sitemap's) would meet another's page
      // half deleted.
      name: 'content',
      testMatch: /content|homeowner-choice|dead-ends/,
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // Start whole servers and workers of their own (migrate, seed, Next): run after the rest, one file at a time,
      // so their CPU load cannot push the browser tests or each other past their timeouts on a two-core machine.
      name: 'server-lifecycle',
      testMatch: /server-lifecycle|email-delivery/,
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
