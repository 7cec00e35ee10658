import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { requireMailServer } from './mail-server'
import { projectRoot } from './paths'

describe('the mail server a deployment needs', () => {
  it.each([
    ['unset', undefined],
    ['empty, as compose leaves it', ''],
    ['blank', '  '],
  ])('refuses production on an external database with SMTP_URL %s, naming the variable', (_case, smtpUrl) => {
    expect(() =>
      requireMailServer({ embedded: false, env: { NODE_ENV: 'production', SMTP_URL: smtpUrl } }),
    ).toThrow(/SMTP_URL/)
  })

  it('starts production on an external database that names its mail server', () => {
    expect(() =>
      requireMailServer({
        embedded: false,
        env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' },
      }),
    ).not.toThrow()
  })

  it.each([
    ['the embedded database in production (npm start)', true, 'production'],
    ['development on an external database', false, 'development'],
    ['the tests on an external database', false, 'test'],
  ])('lets %s log its mail', (_case, embedded, nodeEnv) => {
    expect(() => requireMailServer({ embedded, env: { NODE_ENV: nodeEnv } })).not.toThrow()
  })
})

describe('a deployment started without SMTP_URL', () => {
  // A database nothing listens on: the refusal comes before anything connects.
  const { SMTP_URL: _unset, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://pros:pros@127.0.0.1:9/pros',
    PAYLOAD_SECRET: 'a-deployment-secret-0123456789abcdef0123456789',
  }

  it.each([
    ['the server', 'scripts/server.ts'],
    ['the worker', 'cms/src/worker.ts'],
  ])(
    '%s refuses to start, naming the variable',
    async (_case, entry) => {
      const started = promisify(execFile)(
        process.execPath,
        ['--conditions=development', '--import', 'tsx', entry],
        { cwd: projectRoot, env, timeout: 60_000 },
      )
      await expect(started).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Set SMTP_URL'),
      })
    },
    60_000,
  )
})
