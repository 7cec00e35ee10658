import { describe, expect, it } from 'vitest'

import { parseConfiguration } from '../runtime/config'
import { metricsListenerFrom } from './metrics-listener'

describe('metricsListenerFrom', () => {
  it.each([
    [{}, undefined],
    [{ METRICS_PORT: '' }, undefined],
    [{ METRICS_PORT: '9464' }, { port: 9464, host: '127.0.0.1' }],
    [
      { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
      { port: 9464, host: '0.0.0.0' },
    ],
  ])('reads %o as %o', (env, expected) => {
    expect(metricsListenerFrom(parseConfiguration(env))).toEqual(expected)
  })

  it.each(['metrics', '0', '70000', '94.64'])('refuses METRICS_PORT=%s', (port) => {
    expect(() => metricsListenerFrom(parseConfiguration({ METRICS_PORT: port }))).toThrow(/METRICS_PORT/)
  })
})
