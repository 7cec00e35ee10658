import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  // React's automatic runtime for every .tsx, the CMS's too: its tsconfig leaves JSX to Next ("preserve").
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'frontend/src'),
      '@contracts': path.resolve(import.meta.dirname, 'cms/src/contracts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          globalSetup: ['scripts/node-version.ts'],
          include: ['{cms,frontend,seed,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{cms,seed}/**/*.int.test.ts'],
          globalSetup: ['scripts/node-version.ts', 'cms/test/global-setup.ts'],
          setupFiles: ['cms/test/setup-env.ts'],
          // One real database for the run; files take turns so each can reason about what it created.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
