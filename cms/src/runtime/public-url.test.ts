import { describe, expect, it } from 'vitest'

import { deploymentEnvironment, expectStartRefused } from '../../test/refused-start'
import { publicOrigins, requirePublicUrl } from './public-url'

describe('the public URL a deployment needs', () => {
  it.each([
    ['unset', undefined],
    ['empty, as a compose variable left blank gives it', ''],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://localhost', 'https://localhost'],
    ['a name under localhost', 'http://pros.localhost:3000'],
    ['a loopback address', 'http://127.0.0.1:3000'],
    ['another loopback address', 'http://127.1.2.3'],
    ['the IPv6 loopback', 'http://[::1]:3000'],
    ['every interface', 'http://0.0.0.0:3000'],
    ['a public origin followed by a local one', 'https://pros.example, http://localhost:3000'],
  ])('refuses production on an external database with PUBLIC_URL %s, naming the variables', (_case, url) => {
    const refusal = () =>
      requirePublicUrl({ embedded: false, env: { NODE_ENV: 'production', PUBLIC_URL: url } })
    expect(refusal).toThrow(/PUBLIC_URL/)
    expect(refusal).toThrow(/ALLOW_LOCAL_PUBLIC_URL=1/)
  })

  it('refuses a PUBLIC_URL that is not an origin, saying what it read', () => {
    expect(() =>
      requirePublicUrl({ embedded: false, env: { NODE_ENV: 'production', PUBLIC_URL: 'pros.example' } }),
    ).toThrow('PUBLIC_URL lists "pros.example", which is not an origin')
  })

  it.each([
    ['one public origin', 'https://pros.example'],
    ['several public origins', 'https://pros.example,https://www.pros.example/'],
    ['a host whose name only starts like localhost', 'https://localhost-pros.example'],
    ['a public address', 'http://203.0.113.7'],
  ])('starts production on an external database with %s', (_case, url) => {
    expect(() =>
      requirePublicUrl({ embedded: false, env: { NODE_ENV: 'production', PUBLIC_URL: url } }),
    ).not.toThrow()
  })

  it.each([
    ['unset', undefined],
    ['http://localhost:4600', 'http://localhost:4600'],
    ['http://127.0.0.1:4600', 'http://127.0.0.1:4600'],
  ])('starts a local run of production on an external database with PUBLIC_URL %s', (_case, url) => {
    expect(() =>
      requirePublicUrl({
        embedded: false,
        env: { NODE_ENV: 'production', PUBLIC_URL: url, ALLOW_LOCAL_PUBLIC_URL: '1' },
      }),
    ).not.toThrow()
  })

  it('still refuses an origin that is no URL on a local run', () => {
    expect(() =>
      requirePublicUrl({
        embedded: false,
        env: { NODE_ENV: 'production', PUBLIC_URL: 'localhost', ALLOW_LOCAL_PUBLIC_URL: '1' },
      }),
    ).toThrow(/not an origin/)
  })

  it.each([
    ['the embedded database in production (npm start)', true, 'production'],
    ['development on an external database', false, 'development'],
    ['the tests on an external database', false, 'test'],
  ])('lets %s default to localhost', (_case, embedded, nodeEnv) => {
    expect(() => requirePublicUrl({ embedded, env: { NODE_ENV: nodeEnv } })).not.toThrow()
  })

  it('reads each listed origin without spaces or a trailing slash, and defaults to localhost on the port', () => {
    expect(publicOrigins({ PUBLIC_URL: ' https://pros.example/ , https://www.pros.example' })).toEqual([
      'https://pros.example',
      'https://www.pros.example',
    ])
    expect(publicOrigins({ PORT: '4600' })).toEqual(['http://localhost:4600'])
    expect(publicOrigins({ PUBLIC_URL: ' ' })).toEqual(['http://localhost:3000'])
  })
})

describe('a deployment started with a localhost PUBLIC_URL', () => {
  const env = deploymentEnvironment(['ALLOW_LOCAL_PUBLIC_URL'], {
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_URL: 'http://localhost:3000',
  })

  it.each([
    ['the server', 'scripts/server.ts'],
    ['the worker', 'cms/src/worker.ts'],
    ['the release step', 'scripts/release.ts'],
  ])(
    '%s refuses to start, naming the variable',
    (_case, entry) => expectStartRefused(entry, env, 'Set PUBLIC_URL'),
    60_000,
  )
})
