import { createRequire } from 'node:module'

/** A metric family as parse-prometheus-text-format reads the Prometheus text format. */
export type MetricFamily = {
  name: string
  help: string
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
  metrics: { value?: string; count?: string; labels?: Record<string, string> }[]
}

// A parser nobody here wrote, so the text is read as Prometheus would read it. It ships no types: its one function,
// typed here.
const parsePrometheusTextFormat = createRequire(import.meta.url)('parse-prometheus-text-format') as (
  text: string,
) => MetricFamily[]

export const parseMetrics = (text: string): MetricFamily[] => parsePrometheusTextFormat(text)

/**
 * The value of the sample of `name` whose labels include `labels` (a histogram's count of observations); throws
 * when there is none, so a missing metric fails the test instead of reading as 0.
 */
export const sampleOf = (
  families: MetricFamily[],
  name: string,
  labels: Record<string, string> = {},
): number => {
  const family = families.find((candidate) => candidate.name === name)
  const sample = family?.metrics.find((metric) =>
    Object.entries(labels).every(([label, value]) => metric.labels?.[label] === value),
  )
  const value = family?.type === 'HISTOGRAM' ? sample?.count : sample?.value
  if (value === undefined) throw new Error(`no sample of ${name} ${JSON.stringify(labels)}`)
  return Number(value)
}
