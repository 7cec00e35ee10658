import { describe, expect, it } from 'vitest'

import { deploymentEnvironment, expectStartRefused } from '../../test/refused-start'
import { requireMailServer } from './mail-server'

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
  const env = deploymentEnvironment(['SMTP_URL'])

  it.each([
    ['the server', 'scripts/server.ts'],
    ['the worker', 'cms/src/worker.ts'],
  ])(
    '%s refuses to start, naming the variable',
    (_case, entry) => expectStartRefused(entry, env, 'Set SMTP_URL'),
    60_000,
  )
})
