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

/**
 * Lighthouse's default (mobile) preset in Debian's Chromium, `runs` times per page, each figure the median of its
 * runs, as Lighthouse's own guidance for variance suggests.
 */
export const runLighthouse = async (
  baseUrl: string,
  pagePaths: readonly string[],
  runs = 5,
  log: (line: string) => void = () => {},
): Promise<LighthouseResult[]> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    // One run first, not counted: a browser's first page load also starts its own services and caches (Lighthouse
    // clears only the page's cache and storage between runs), which made the first counted run an outlier.
    await lighthouse(`${baseUrl}${pagePaths[0]}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    const results: LighthouseResult[] = []
    for (const pagePath of pagePaths) {
      const lhrs: Lhr[] = []
      let failedRuns = 0
      while (lhrs.length < runs) {
        const answer = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        })
        if (!answer) throw new Error(`Lighthouse gave no result for ${pagePath}`)
        const lhr = answer.lhr as unknown as Lhr
        // A failed run has no scores and no metrics: counted, it would be a 0 in the medians (and a NaN in the
        // metrics' ones), so it is run again instead.
        if (lhr.runtimeError) {
          failedRuns += 1
          log(`lighthouse ${pagePath}: run failed (${lhr.runtimeError.code}), running it again`)
          if (failedRuns > MAX_FAILED_RUNS)
            throw new Error(`Lighthouse failed ${failedRuns} times on ${pagePath}`)
          continue
        }
        lhrs.push(lhr)
      }
      const of = (pick: (lhr: Lhr) => number) => median(lhrs.map(pick))
      const result: LighthouseResult = {
        path: pagePath,
        runs,
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
      log(
        `lighthouse ${pagePath}: performance ${result.performance}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms`,
      )
      results.push(result)
    }
    return results
  } finally {
    chrome.kill()
  }
}
