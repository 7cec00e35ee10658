import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { useAnalytics, useCount, useLeadsPerDay } from '../api/analytics'
import { useAllServices } from '../api/service-names'
import { AdminPage } from './admin-page'
import { LeadsChart } from './leads-chart'
import { QueryView } from './query-view'

/** A figure that loads on its own: 'Loading...' until it has, the error's message if it fails. */
const Figure = <T,>({ query, value }: { query: UseQueryResult<T>; value: (data: T) => ReactNode }) => {
  if (query.isPending) return <>Loading...</>
  if (query.isError) return <span className="text-sm font-normal text-red-700">{query.error.message}</span>
  return <>{value(query.data)}</>
}

const StatCard = ({ label, note, children }: { label: string; note: string; children: ReactNode }) => (
  <div className="rounded-lg border border-slate-200 p-5">
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="mt-2 text-3xl font-bold text-slate-900">{children}</dd>
    <dd className="mt-1 text-xs text-slate-500">{note}</dd>
  </div>
)

/** A titled box of the dashboard's figures; the heading names the section for screen readers. */
const Panel = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="mt-8 rounded-lg border border-slate-200 p-5">
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
    {children}
  </section>
)

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

      <Panel id="leads-per-day" title="Leads per day">
        <div className="mt-4">
          <QueryView query={leadsPerDay} empty="" isEmpty={() => false}>
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
      </Panel>
    </AdminPage>
  )
}
