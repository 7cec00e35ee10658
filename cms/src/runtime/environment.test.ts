import { describe, expect, it } from 'vitest'

import { parseConfiguration } from './config'
import { settleEnvironment } from './environment'

const deployment = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://pros:pros@db.internal:5432/pros',
}

describe('the settled environment', () => {
  it('takes the database and the secret from the configuration, leaving process.env alone', () => {
    const before = { ...process.env }
    const environment = settleEnvironment(
      parseConfiguration({
        ...deployment,
        PAYLOAD_SECRET: 'a-deployment-secret-0123456789abcdef0123456789',
        SMTP_URL: 'smtp://mail.example:587',
        PUBLIC_URL: 'https://pros.example',
      }),
    )
    expect(environment).toMatchObject({
      embedded: false,
      databaseUrl: deployment.DATABASE_URL,
      secret: 'a-deployment-secret-0123456789abcdef0123456789',
    })
    expect(process.env).toEqual(before)
  })

  it('names the embedded cluster’s address when no DATABASE_URL is given', () => {
    const environment = settleEnvironment(
      parseConfiguration({ EMBEDDED_POSTGRES_PORT: '54999', PAYLOAD_SECRET: 'a-local-secret' }),
    )
    expect(environment.embedded).toBe(true)
    expect(environment.databaseUrl).toMatch(/^postgres:\/\/.*:54999\//)
  })

  it('refuses a deployment without its secret, mail server and public URL', () => {
    expect(() => settleEnvironment(parseConfiguration(deployment))).toThrow(/SMTP_URL/)
  })

  it('checks nothing and makes up no secret while Next builds the panel', () => {
    const environment = settleEnvironment(
      parseConfiguration({ ...deployment, NEXT_PHASE: 'phase-production-build' }),
    )
    expect(environment.secret).toBe('')
  })
})
