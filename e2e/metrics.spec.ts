import { expect, type APIRequestContext } from '@playwright/test'

import { parseMetrics, sampleOf, type MetricFamily } from '../cms/test/prometheus-text'
import { submitLead, uniqueTag } from './fixtures'
import { receivedMail } from './mailbox'
import { test, type Member } from './team'

const METRICS = '/api/admin/metrics'

/** The server's metrics as a member of staff reads them, parsed as Prometheus would. */
const readMetrics = async (request: APIRequestContext, staff: Member): Promise<MetricFamily[]> => {
  const response = await request.get(METRICS, { headers: staff.headers })
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  return parseMetrics(await response.text())
}

/** How much a sample grew between two readings (other workers' requests may add to it too). */
const growth = (
  before: MetricFamily[],
  after: MetricFamily[],
  name: string,
  labels?: Record<string, string>,
) => sampleOf(after, name, labels) - sampleOf(before, name, labels)

test.describe('the metrics on the main port', () => {
  test('are refused to a visitor who is not signed in', async ({ request }) => {
    const response = await request.get(METRICS)
    expect(response.status()).toBe(401)
    expect(await response.text()).not.toContain('ftp_')
  })

  test('count a page rendered, then answered from the page cache, and show the database pool', async ({
    request,
    staff,
  }) => {
    const before = await readMetrics(request, staff)
    // An address no other test asks for, so its first answer is this test's own render.
    const path = `/cost-guides?metrics-test=${uniqueTag('page')}`
    expect((await request.get(path)).headers()['x-cache']).toBe('MISS')
    expect((await request.get(path)).headers()['x-cache']).toBe('HIT')
    // The same page under another address: rendered again, from the API answers the first render read.
    expect((await request.get(`${path}-again`)).headers()['x-cache']).toBe('MISS')
    const after = await readMetrics(request, staff)
    expect(growth(before, after, 'ftp_page_render_seconds')).toBeGreaterThanOrEqual(2)
    expect(growth(before, after, 'ftp_page_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(
      2,
    )
    expect(growth(before, after, 'ftp_page_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1)
    expect(growth(before, after, 'ftp_read_memo_reads_total', { result: 'hit' })).toBeGreaterThanOrEqual(1)
    expect(sampleOf(after, 'ftp_database_pool_clients')).toBeGreaterThan(0)
    expect(sampleOf(after, 'ftp_database_up')).toBe(1)
  })

  test('count the emails a quote request sends', async ({ request, staff }) => {
    const before = await readMetrics(request, staff)
    const lead = await submitLead(request, { name: 'Metrics Homeowner' })
    await receivedMail(lead.email, /^We received your request/)
    const after = await readMetrics(request, staff)
    expect(growth(before, after, 'ftp_emails_sent_total')).toBeGreaterThanOrEqual(1)
  })
})
