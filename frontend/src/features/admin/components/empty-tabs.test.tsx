import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'

import { AnalyticsTab } from './analytics-tab'
import { ArticlesTab } from './articles-tab'
import { ContractorsTab } from './contractors-tab'
import { CostGuidesTab } from './cost-guides-tab'
import { LeadsTab } from './leads-tab'
import { LocationPagesTab } from './location-pages-tab'
import { ReferralsTab } from './referrals-tab'
import { ReviewsTab } from './reviews-tab'
import { ServicesTab } from './services-tab'

const EMPTY_PAGE = {
  docs: [],
  totalDocs: 0,
  limit: 25,
  page: 1,
  totalPages: 0,
  hasNextPage: false,
  hasPrevPage: false,
}

type Answer = { data: unknown } | { error: Error }

/**
 * Renders a tab as the API would leave it: the first render registers the tab's queries, each is settled with
 * `answer(queryKey)`, and the second render shows what a person would see.
 */
const renderAnswered = (Tab: ComponentType, answer: (key: readonly unknown[]) => Answer, path = '/admin') => {
  const queryClient = createQueryClient()
  // Otherwise a failed query is fetched again as the second render mounts it, and shows 'Loading...' once more.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  })
  const render = () =>
    renderToString(
      <QueryClientProvider client={queryClient}>
        {/* A data router, as the app's: the tabs read its navigation state. */}
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <Tab /> }], { initialEntries: [path] })}
        />
      </QueryClientProvider>,
    )
  expect(render()).toContain('Loading...')
  for (const query of queryClient.getQueryCache().getAll()) {
    const settled = answer(query.queryKey)
    if ('data' in settled) queryClient.setQueryData(query.queryKey, settled.data)
    else query.setState({ status: 'error', error: settled.error, fetchStatus: 'idle' })
  }
  // As a person reads it: without React's text separators and with apostrophes and quotes unescaped.
  return render()
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
}

/** A tab with nothing stored: every list answers an empty page (and the permission check, nothing allowed). */
const renderEmpty = (Tab: ComponentType, path = '/admin') =>
  renderAnswered(Tab, (key) => ({ data: String(key[0]).startsWith('/api/access') ? {} : EMPTY_PAGE }), path)

describe('dashboard tabs with nothing stored', () => {
  it.each([
    [LeadsTab, "No leads yet. When homeowners submit quote requests, they'll appear here."],
    [ContractorsTab, 'Add contractors to your network to start matching with leads.'],
    [ServicesTab, 'Add services to enable quote requests.'],
    [ReferralsTab, 'Referrals are created when homeowners select contractors.'],
    [ReviewsTab, 'No reviews are waiting for moderation.'],
    [CostGuidesTab, 'No cost guides yet.'],
    [LocationPagesTab, 'No location pages yet.'],
    [ArticlesTab, 'No articles yet.'],
  ])('%o shows its empty text', (Tab, text) => {
    const html = renderEmpty(Tab)
    expect(html).toContain(text)
    expect(html).not.toContain('Loading...')
  })

  it('Analytics says that no referrals were sent in the period, rather than showing empty figures', () => {
    const html = renderAnswered(
      AnalyticsTab,
      (key) => {
        const path = String(key[0])
        if (path.startsWith('/api/admin/analytics/responses?')) {
          return {
            data: {
              period: { from: '2026-11-18', to: '2026-11-24' },
              overall: {
                sent: 0,
                answered: 0,
                medianResponseSeconds: null,
                accepted: 0,
                acceptanceRate: null,
                leads: 0,
                leadsWon: 0,
                wonRate: null,
              },
              byService: [],
              byContractor: [],
            },
          }
        }
        if (path === '/api/admin/analytics') {
          return { data: { totalLeads: 0, activeContractors: 0, totalReferrals: 0, conversionRate: 0 } }
        }
        if (path === '/api/admin/leads-per-day') return { data: { days: [] } }
        if (path === '/api/admin/claims') return { data: { figures: [], testimonials: [] } }
        return { data: key.at(-1) === 'count' ? { totalDocs: 0 } : EMPTY_PAGE }
      },
      '/admin/analytics?period=7',
    )
    expect(html).toContain('No referrals were sent in this period.')
    expect(html).toContain('from Nov 18, 2026 to Nov 24, 2026')
    expect(html).not.toContain('Median first response')
    expect(html).not.toContain('Loading...')
  })

  it('says a filter matched nothing, rather than that there are no leads', () => {
    const html = renderEmpty(LeadsTab, '/admin?status=spam')
    expect(html).toContain('No leads match these filters.')
    expect(html).toContain('Export CSV (0)')
    expect(html).toContain('Export Excel (0)')
  })

  it('says a location search matched nothing, and keeps the search box to change it', () => {
    const html = renderEmpty(LocationPagesTab, '/admin/location-pages?search=atlantis')
    expect(html).toContain('No location pages match "atlantis". Clear the search to see every page.')
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="atlantis"/)
  })
})

describe('dashboard tabs whose request failed', () => {
  // What the API client raises for a server fault: "<status>: <body>", which is for the logs, not people.
  const failure = { error: new ApiError(500, 'Something went wrong', 'Internal Server Error') }
  const PLAIN_WORDS = 'Something went wrong on our side. Please try again in a moment.'
  const retryButtons = (html: string) => html.match(/<button[^>]*>Retry<\/button>/g) ?? []

  it.each([
    LeadsTab,
    ContractorsTab,
    ServicesTab,
    ReferralsTab,
    CostGuidesTab,
    LocationPagesTab,
    ArticlesTab,
  ])('%o says in plain words that the list could not be loaded, with a Retry', (Tab) => {
    const html = renderAnswered(Tab, () => failure)
    expect(html).toMatch(/<div role="alert"[^>]*>/)
    expect(html).toContain('Could not load this list.')
    expect(html).toContain(PLAIN_WORDS)
    expect(retryButtons(html)).toHaveLength(1)
    expect(html).not.toContain('500')
    expect(html).not.toContain('Something went wrong<')
    expect(html).not.toContain('Loading...')
  })

  it('Analytics says once for each group of figures what failed, with a Retry, and never a status code', () => {
    const html = renderAnswered(AnalyticsTab, () => failure)
    // The four cards (one request), the chart, the three overview counts, the response figures and the claims.
    expect(html.split(PLAIN_WORDS)).toHaveLength(1 + 5)
    expect(html).toContain('Could not load the figures.')
    expect(html).toContain('Could not load the leads per day.')
    expect(html).toContain("Could not count the platform's pages.")
    expect(html).toContain('Could not load the response figures.')
    expect(html).toContain('Could not load the evidence for our claims.')
    expect(retryButtons(html)).toHaveLength(5)
    // Each figure that failed reads as not available, rather than as an empty card.
    expect(html.split('Not available')).toHaveLength(1 + 4 + 3)
    expect(html).not.toContain('500')
    expect(html).not.toContain('Loading...')
  })
})
