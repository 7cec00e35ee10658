import { z } from 'zod'

/** METRICS_PORT turns the metrics listener on; METRICS_HOST is where it listens (this machine only, unless told). */
const metricsSettings = z.object({
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
})

export type MetricsListener = { port: number; host: string }

/** The environment METRICS_PORT and METRICS_HOST are read from (process.env). */
export type MetricsEnvironment = Record<string, string | undefined>

/** Where to serve the metrics, or undefined when METRICS_PORT is not set. A bad value stops the start. */
export const metricsListenerFrom = (env: MetricsEnvironment): MetricsListener | undefined => {
  const parsed = metricsSettings.safeParse({
    METRICS_PORT: env.METRICS_PORT || undefined,
    METRICS_HOST: env.METRICS_HOST || undefined,
  })
  if (!parsed.success) throw new Error(`METRICS_PORT or METRICS_HOST: ${z.prettifyError(parsed.error)}`)
  const { METRICS_PORT: port, METRICS_HOST: host } = parsed.data
  return port === undefined ? undefined : { port, host }
}
