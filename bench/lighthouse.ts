import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { median, round } from './stats'

export type LighthouseResult = {
  path: string
  runs: number
  performance: number
  accessibility: number
  seo: number
  bestPractices: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
}

type Lhr = {
  /** Set when Lighthouse could not measure the page (e.g. NO_NAVSTART, a trace recorded without its navigation). */
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Failed runs tolerated per page before giving up; Lighthouse's advice for them is to run again. */
const MAX_FAILED_RUNS = 3

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
const metric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
const scriptBytes = (lhr: Lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })

/**
 * One measured run of the page. A failed run (Lighthouse's advice for them is to run again) has no scores and no
 * metrics: counted, it would be a 0 in the medians (and a NaN in the metrics' ones), so it is given to `onFailed`,
 * which gets the page ready to be measured again, or gives up after MAX_FAILED_RUNS.
 */
const measuredRun = async (
  port: number,
  url: string,
  log: (line: string) => void,
  onFailed: () => Promise<void> = async () => {},
): Promise<Lhr> => {
  for (let failedRuns = 0; ; failedRuns += 1) {
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    })
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`)
    const lhr = answer.lhr as unknown as Lhr
    if (!lhr.runtimeError) return lhr
    log(`lighthouse ${url}: run failed (${lhr.runtimeError.code}), running it again`)
    if (failedRuns + 1 > MAX_FAILED_RUNS)
      throw new Error(`Lighthouse failed ${failedRuns + 1} times on ${url}`)
    await onFailed()
  }
}

/** Each figure the median of the page's runs, as Lighthouse's own guidance for variance suggests. */
const summarize = (pagePath: string, lhrs: readonly Lhr[]): LighthouseResult => {
  const of = (pick: (lhr: Lhr) => number) => median(lhrs.map(pick))
  return {
    path: pagePath,
    runs: lhrs.length,
    performance: of((lhr) => score(lhr, 'performance')),
    accessibility: of((lhr) => score(lhr, 'accessibility')),
    seo: of((lhr) => score(lhr, 'seo')),
    bestPractices: of((lhr) => score(lhr, 'best-practices')),
    fcpMs: Math.round(of((lhr) => metric(lhr, 'first-contentful-paint'))),
    lcpMs: Math.round(of((lhr) => metric(lhr, 'largest-contentful-paint'))),
    tbtMs: Math.round(of((lhr) => metric(lhr, 'total-blocking-time'))),
    cls: round(
      of((lhr) => metric(lhr, 'cumulative-layout-shift')),
      3,
    ),
    jsKb: round(of(scriptBytes) / 1024),
  }
}

const logResult = (log: (line: string) => void, label: string, result: LighthouseResult) =>
  log(
    `lighthouse ${label}${result.path}: performance ${result.performance}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms`,
  )

/** Lighthouse's default (mobile) preset in Debian's Chromium, `runs` times per page. */
export const runLighthouse = async (
  baseUrl: string,
  pagePaths: readonly string[],
  runs = 5,
  log: (line: string) => void = () => {},
): Promise<LighthouseResult[]> => {
  const chrome = await launchChrome()
  try {
    // One run first, not counted: a browser's first page load also starts its own services and caches (Lighthouse
    // clears only the page's cache and storage between runs), which made the first counted run an outlier.
    await lighthouse(`${baseUrl}${pagePaths[0]}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    const results: LighthouseResult[] = []
    for (const pagePath of pagePaths) {
      const lhrs: Lhr[] = []
      while (lhrs.length < runs) lhrs.push(await measuredRun(chrome.port, `${baseUrl}${pagePath}`, log))
      const result = summarize(pagePath, lhrs)
      logResult(log, '', result)
      results.push(result)
    }
    return results
  } finally {
    chrome.kill()
  }
}

/**
 * Cold runs: one run per page, the first after `makeCold` (the server restarted, or content changed),
 * in a browser started for it that has never loaded the site, so neither the server's caches nor the browser's
 * hold anything of the page. A failed run is run again after making the page cold again.
 */
export const runColdLighthouse = async (
  baseUrl: string,
  pagePaths: readonly string[],
  makeCold: () => Promise<void>,
  label: string,
  log: (line: string) => void = () => {},
): Promise<LighthouseResult[]> => {
  const results: LighthouseResult[] = []
  for (const pagePath of pagePaths) {
    await makeCold()
    const chrome = await launchChrome()
    try {
      const lhr = await measuredRun(chrome.port, `${baseUrl}${pagePath}`, log, makeCold)
      const result = summarize(pagePath, [lhr])
      logResult(log, `${label} `, result)
      results.push(result)
    } finally {
      chrome.kill()
    }
  }
  return results
}
