import { describe, expect, it } from 'vitest'

import { deploymentEnvironment, expectStartRefused } from '../../test/refused-start'
import { ENVIRONMENT_VARIABLES, parseConfiguration } from './config'

describe('the configuration', () => {
  it('gives every variable its default when the environment is empty', () => {
    expect(parseConfiguration({})).toMatchObject({
      PORT: 3000,
      HOST: '::',
      DATA_DIR: '.data',
      EMBEDDED_POSTGRES_PORT: 54329,
      JOBS: 'on',
      EMAIL_FROM: 'quotes@findtrustedpros.example',
      EMAIL_WORKER_CONCURRENCY: 1,
      METRICS_HOST: '127.0.0.1',
      PAGE_CACHE_TTL_MS: 300_000,
      QUOTE_RATE_LIMIT: 10,
      ZIP_CHECK_RATE_WINDOW_MS: 900_000,
      DATABASE_URL: undefined,
      NODE_ENV: undefined,
    })
  })

  it('reads a blank value as unset, as compose passes an empty one', () => {
    expect(parseConfiguration({ PORT: ' ', DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
    })
  })

  it('reads numbers as numbers', () => {
    expect(parseConfiguration({ PORT: '8080', QUOTE_RATE_LIMIT: '0', METRICS_PORT: '9464' })).toMatchObject({
      PORT: 8080,
      QUOTE_RATE_LIMIT: 0,
      METRICS_PORT: 9464,
    })
  })

  it.each([
    ['PORT', 'http', /PORT must be a whole number from 1 to 65535 \(it is "http"\)/],
    ['PORT', '70000', /PORT must be a whole number from 1 to 65535/],
    ['EMBEDDED_POSTGRES_PORT', '5432.5', /EMBEDDED_POSTGRES_PORT must be a whole number/],
    ['EMAIL_WORKER_CONCURRENCY', '51', /EMAIL_WORKER_CONCURRENCY must be a whole number from 1 to 50/],
    ['EMAIL_WORKER_CONCURRENCY', '0', /EMAIL_WORKER_CONCURRENCY must be a whole number from 1 to 50/],
    ['QUOTE_RATE_LIMIT', '-1', /QUOTE_RATE_LIMIT must be a whole number, at least 0/],
    ['ZIP_CHECK_RATE_WINDOW_MS', '0', /ZIP_CHECK_RATE_WINDOW_MS must be a whole number, at least 1/],
    ['PAGE_CACHE_TTL_MS', '5 minutes', /PAGE_CACHE_TTL_MS must be a whole number/],
    ['SHUTDOWN_DELAY_MS', 'soon', /SHUTDOWN_DELAY_MS must be a whole number/],
    ['JOBS', 'no', /JOBS must be on or off/],
    ['NODE_ENV', 'prod', /NODE_ENV must be production, development or test/],
    ['ALLOW_LOCAL_PUBLIC_URL', 'yes', /ALLOW_LOCAL_PUBLIC_URL must be 1 or 0/],
    ['SEED_ADMIN_EMAIL', 'admin', /SEED_ADMIN_EMAIL must be an email address/],
    ['DATABASE_URL', 'mysql://db/pros', /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    ['SMTP_URL', 'mail.example:587', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
  ])('refuses %s=%s, naming the variable and what it takes', (name, value, message) => {
    expect(() => parseConfiguration({ [name]: value })).toThrow(message)
  })

  it('names every bad variable at once', () => {
    expect(() => parseConfiguration({ PORT: 'x', JOBS: 'maybe' })).toThrow(/PORT .*; JOBS /)
  })

  it('never repeats a refused URL, which may hold a password, into the log', () => {
    expect(() => parseConfiguration({ DATABASE_URL: 'mysql://user:hunter2@db/pros' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    )
  })

  it('describes every variable for the README and .env.example', () => {
    for (const [name, { meaning, shownDefault }] of Object.entries(ENVIRONMENT_VARIABLES)) {
      expect(meaning, name).toMatch(/\S/)
      expect(shownDefault, name).toMatch(/\S/)
    }
  })
})

describe('a start with a bad value', () => {
  it('is refused by the server, naming the variable', async () => {
    await expectStartRefused(
      'scripts/server.ts',
      deploymentEnvironment([], { DATABASE_POOL_MAX: 'many' }),
      'DATABASE_POOL_MAX must be a whole number',
    )
  }, 60_000)
})
