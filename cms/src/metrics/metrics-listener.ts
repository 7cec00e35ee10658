import type { Configuration } from '../runtime/config'

export type MetricsListener = { port: number; host: string }

/** The settings the metrics listener is configured by. */
export type MetricsEnvironment = Pick<Configuration, 'METRICS_PORT' | 'METRICS_HOST'>

/** Where to serve the metrics: METRICS_PORT turns it on; METRICS_HOST is where it listens (loopback unless told). */
export const metricsListenerFrom = ({
  METRICS_PORT: port,
  METRICS_HOST: host,
}: MetricsEnvironment): MetricsListener | undefined => (port === undefined ? undefined : { port, host })
