import { ErrorNotice } from '@/components/ui/error-notice'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { useAnalytics, useCount, useLeadsPerDay } from '../api/analytics'
import { useAllServices } from '../api/service-names'
import { AdminPage } from './admin-page'
import { ClaimsPanel } from './claims-panel'
import { Panel, StatCard } from './figure-panel'
import { LeadsChart } from './leads-chart'
import { QueryView } from './query-view'
import { ResponseFiguresPanel } from './response-figures-panel'

/** A figure that loads on its own: 'Loading...' until it has, a dash when it could not (the notice says why). */
const Figure = <T,>({ query, value }: { query: UseQueryResult<T>; value: (data: T) => ReactNode }) => {
  if (query.isPending) return <>Loading...</>
  if (query.isError) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not available</span>
      </>
    )
  }
  return <>{value(query.data)}</>
}

/** One notice for a group of figures: the first failure's words, and a Retry that asks again for each that failed. */
const FiguresError = ({ queries, title }: { queries: UseQueryResult[]; title: string }) => {
  const failed = queries.filter((query) => query.isError)
  const [first] = failed
  if (!first) return null
  return (
    <div className="mt-4">
      <ErrorNotice
        title={title}
        error={first.error}
        failedAt={Math.max(...failed.map((query) => query.errorUpdatedAt))}
        retrying={failed.some((query) => query.isFetching)}
        onRetry={() => {
          for (const query of failed) void query.refetch()
        }}
      />
    </div>
  )
}

export const AnalyticsTab = () => {
  const analytics = useAnalytics()
  const leadsPerDay = useLeadsPerDay()
  const locationPages = useCount('city-pages')
  const articles = useCount('articles')
  const services = useAllServices()

  return (
    <AdminPage title="Analytics" description="How the marketplace is doing, counted live.">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Leads" note="quote requests received">
          <Figure query={analytics} value={(data) => data.totalLeads.toLocaleString('en-US')} />
        </StatCard>
        <StatCard label="Active Contractors" note="in the network">
          <Figure query={analytics} value={(data) => data.activeContractors.toLocaleString('en-US')} />
        </StatCard>
        <StatCard label="Referrals" note="leads sent to contractors">
          <Figure query={analytics} value={(data) => data.totalReferrals.toLocaleString('en-US')} />
        </StatCard>
        <StatCard label="Conversion Rate" note="lead to referral">
          <Figure query={analytics} value={(data) => `${data.conversionRate}%`} />
        </StatCard>
      </dl>
      <FiguresError queries={[analytics]} title="Could not load the figures." />

      <Panel id="leads-per-day" title="Leads per day">
        <div className="mt-4">
          <QueryView
            query={leadsPerDay}
            empty=""
            isEmpty={() => false}
            failure="Could not load the leads per day."
          >
            {(data) => <LeadsChart days={data.days} />}
          </QueryView>
        </div>
      </Panel>

      <Panel id="platform-overview" title="Platform Overview">
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          <li className="rounded-md bg-slate-50 p-4">
            <span className="block text-2xl font-bold text-slate-900">
              <Figure query={locationPages} value={(data) => data.totalDocs} />
            </span>
            location SEO pages
          </li>
          <li className="rounded-md bg-slate-50 p-4">
            <span className="block text-2xl font-bold text-slate-900">
              <Figure query={articles} value={(data) => data.totalDocs} />
            </span>
            articles
          </li>
          <li className="rounded-md bg-slate-50 p-4">
            <span className="block text-2xl font-bold text-slate-900">
              <Figure
                query={services}
                value={(data) => new Set(data.docs.map((service) => service.category)).size}
              />
            </span>
            service categories
          </li>
        </ul>
        <FiguresError
          queries={[locationPages, articles, services]}
          title="Could not count the platform's pages."
        />
      </Panel>

      <ResponseFiguresPanel />

      <ClaimsPanel />
    </AdminPage>
  )
}
