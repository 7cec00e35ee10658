import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { createQueryClient } from '@/lib/query-client'

import { ArticlesTab } from './articles-tab'
import { ContractorsTab } from './contractors-tab'
import { CostGuidesTab } from './cost-guides-tab'
import { LeadsTab } from './leads-tab'
import { LocationPagesTab } from './location-pages-tab'
import { ReferralsTab } from './referrals-tab'
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

/**
 * Renders a tab as the API would leave it with nothing stored: the first render registers the tab's queries, each
 * is answered with an empty page, and the second render shows what a person would see.
 */
const renderEmpty = (Tab: ComponentType, path = '/admin') => {
  const queryClient = createQueryClient()
  const render = () =>
    renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Tab />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  expect(render()).toContain('Loading...')
  for (const query of queryClient.getQueryCache().getAll()) {
    queryClient.setQueryData(
      query.queryKey,
      String(query.queryKey[0]).startsWith('/api/access') ? {} : EMPTY_PAGE,
    )
  }
  // As a person reads it: without React's text separators and with apostrophes unescaped.
  return render()
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
}

describe('dashboard tabs with nothing stored', () => {
  it.each([
    [LeadsTab, "No leads yet. When homeowners submit quote requests, they'll appear here."],
    [ContractorsTab, 'Add contractors to your network to start matching with leads.'],
    [ServicesTab, 'Add services to enable quote requests.'],
    [ReferralsTab, 'Referrals are created when homeowners select contractors.'],
    [CostGuidesTab, 'No cost guides yet.'],
    [LocationPagesTab, 'No location pages yet.'],
    [ArticlesTab, 'No articles yet.'],
  ])('%o shows its empty text', (Tab, text) => {
    const html = renderEmpty(Tab)
    expect(html).toContain(text)
    expect(html).not.toContain('Loading...')
  })

  it('says a filter matched nothing, rather than that there are no leads', () => {
    const html = renderEmpty(LeadsTab, '/admin?status=spam')
    expect(html).toContain('No leads match these filters.')
    expect(html).toContain('Export (0)')
  })
})
