import { useCallback, useId, useState } from 'react'
import { useSearchParams } from 'react-router'

import { Badge } from '@/components/ui/badge'
import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { telHref } from '@/lib/format'
import { formatDate } from '@/lib/format-date'
import { formatPhone } from '@/lib/format-phone'
import { relationId } from '@/lib/payload'
import type { Lead } from '@/types/payload'

import {
  isUnworked,
  LEAD_FLAG_LABELS,
  LEAD_FLAGS,
  leadFilterFromParams,
  leadFilterSchema,
  leadFilterToParams,
  leadFilterWhere,
  MAX_SEARCH_LENGTH,
  type LeadFilter,
} from '@contracts/lead-filter'
import { LEAD_STATUSES, type LeadStatus } from '@contracts/lead-options'

import { useAllServices, useServiceById } from '../api/service-names'
import { useStatusPending } from '../hooks/use-status-change'
import { CollectionTab, usePagedCollection } from './collection-tab'
import { ListTable } from './list-table'
import { SearchField, useTypedSearch } from './search-field'
import { StatusMenu } from './status-menu'
import { StatusOverrideDialog, type StatusOverrideTarget } from './status-override-dialog'

const LEADS_EMPTY = "No leads yet. When homeowners submit quote requests, they'll appear here."
const NO_MATCH = 'No leads match these filters. Clear them to see every lead.'

/** 'new' is the primary badge (it needs someone's eyes), every other status secondary. */
const leadStatusVariant = (status: LeadStatus) => (status === 'new' ? 'primary' : 'secondary')

/**
 * The two downloads of the leads the filter shows: the CSV for tools, the Excel workbook for people (its text cells
 * keep ZIP codes and phone numbers as typed in a spreadsheet).
 */
const LEAD_EXPORTS = [
  { format: 'CSV', path: '/api/admin/leads/export' },
  { format: 'Excel', path: '/api/admin/leads/export.xlsx' },
] as const

/** At least 24 px tall, to be easy to tap. */
const contactLinkClass = 'inline-flex min-h-6 items-center text-brand-700 hover:underline'

const selectClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900'

/** The filter in the address bar (`?status=&service=&search=`); whatever does not parse is ignored. */
const useLeadFilter = (): [LeadFilter, (change: Partial<Record<keyof LeadFilter, string>>) => void] => {
  const [searchParams, setSearchParams] = useSearchParams()
  const parsed = leadFilterSchema.safeParse(leadFilterFromParams(searchParams))
  const filter = parsed.success ? parsed.data : {}
  const setFilter = useCallback(
    (change: Partial<Record<keyof LeadFilter, string>>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          for (const [key, value] of Object.entries(change)) {
            if (value) params.set(key, value)
            else params.delete(key)
          }
          // A new filter starts from its first page.
          params.delete('page')
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )
  return [filter, setFilter]
}

const LeadFilters = ({
  filter,
  setFilter,
}: {
  filter: LeadFilter
  setFilter: ReturnType<typeof useLeadFilter>[1]
}) => {
  const id = useId()
  const services = useAllServices()
  const searchFor = useCallback((search: string) => setFilter({ search }), [setFilter])
  const [search, setSearch] = useTypedSearch(filter.search ?? '', searchFor)

  return (
    <form
      role="search"
      aria-label="Filter leads"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_11rem_13rem_13rem]"
      onSubmit={(event) => {
        event.preventDefault()
        setFilter({ search: search.trim() })
      }}
    >
      <div>
        <SearchField
          id={`${id}-search`}
          text={search}
          onText={setSearch}
          placeholder="Name, email or phone"
          maxLength={MAX_SEARCH_LENGTH}
          className={selectClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) => setFilter({ status: event.target.value })}
          className={selectClass}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className="mb-1 block text-sm font-medium text-slate-800">
          Service
        </label>
        <select
          id={`${id}-service`}
          value={filter.service ?? ''}
          onChange={(event) => setFilter({ service: event.target.value })}
          className={selectClass}
        >
          <option value="">All services</option>
          {(services.data?.docs ?? []).map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-flag`} className="mb-1 block text-sm font-medium text-slate-800">
          Show
        </label>
        <select
          id={`${id}-flag`}
          value={filter.flag ?? ''}
          onChange={(event) => setFilter({ flag: event.target.value })}
          className={selectClass}
        >
          <option value="">Every lead</option>
          {LEAD_FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {LEAD_FLAG_LABELS[flag]}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}

/**
 * What the homeowner did from their request page (staff act on a deletion request, and see a withdrawal), and a
 * lead nobody is working.
 */
const HomeownerFlags = ({ lead }: { lead: Lead }) =>
  lead.deletionRequestedAt || lead.withdrawnAt || isUnworked(lead) ? (
    <span className="mt-1 flex flex-wrap gap-1">
      {isUnworked(lead) ? <Badge variant="warning">{LEAD_FLAG_LABELS['needs-attention']}</Badge> : null}
      {lead.deletionRequestedAt ? (
        <Badge variant="warning">{LEAD_FLAG_LABELS['deletion-requested']}</Badge>
      ) : null}
      {lead.withdrawnAt ? <Badge>{LEAD_FLAG_LABELS.withdrawn}</Badge> : null}
    </span>
  ) : null

/** The Leads tab: every quote request, newest first, filtered, paged by the server, exportable, workable. */
export const LeadsTab = () => {
  const [filter, setFilter] = useLeadFilter()
  const leads = usePagedCollection('leads', { where: leadFilterWhere(filter), sort: '-createdAt' }, 'leads')
  const serviceById = useServiceById()
  const isChanging = useStatusPending('leads')
  // A status picked in a row's menu is set only with a reason, asked for in a dialog.
  const [override, setOverride] = useState<StatusOverrideTarget | null>(null)
  const filtered = Boolean(filter.status || filter.service || filter.flag || filter.search)
  const total = leads.list.data?.totalDocs ?? 0
  const exportQuery = leadFilterToParams(filter).toString()

  return (
    <>
      <CollectionTab
        title="Leads"
        description="Quote requests from homeowners. Open one to work it, or set its status with a reason."
        actions={
          <div role="group" aria-label="Download the leads shown" className="flex flex-wrap gap-2">
            {LEAD_EXPORTS.map(({ format, path }) => (
              <a
                key={format}
                href={`${path}${exportQuery ? `?${exportQuery}` : ''}`}
                download
                aria-disabled={total === 0 || undefined}
                onClick={(event) => {
                  if (total === 0) event.preventDefault()
                }}
                className={buttonClass('secondary', 'sm')}
              >
                Export {format} ({total.toLocaleString('en-US')})
              </a>
            ))}
          </div>
        }
        filters={<LeadFilters filter={filter} setFilter={setFilter} />}
        {...leads}
        empty={filtered ? NO_MATCH : LEADS_EMPTY}
      >
        {(docs) => (
          <ListTable
            caption="Leads, newest first"
            columns={['Service', 'ZIP Code', 'Name', 'Email', 'Phone', 'Status', 'Date']}
            titleColumn={2}
            rows={docs.map((lead) => ({
              key: lead.id,
              cells: [
                serviceById.get(relationId(lead.service))?.name ?? '…',
                lead.zipCode,
                // Long names and addresses wrap, anywhere if they must, so every column fits beside the sidebar.
                <span key="name" className="font-medium [overflow-wrap:anywhere] text-slate-900">
                  <Link to={paths.admin.lead(lead.id)} className={contactLinkClass}>
                    {lead.name}
                  </Link>
                  <HomeownerFlags lead={lead} />
                </span>,
                <a
                  key="email"
                  href={`mailto:${lead.email}`}
                  className={`${contactLinkClass} [overflow-wrap:anywhere]`}
                >
                  {lead.email}
                </a>,
                <a key="phone" href={telHref(lead.phone)} className={`${contactLinkClass} whitespace-nowrap`}>
                  {formatPhone(lead.phone)}
                </a>,
                <StatusMenu
                  key="status"
                  value={lead.status}
                  options={LEAD_STATUSES}
                  label={`Status of ${lead.name}`}
                  variantOf={leadStatusVariant}
                  disabled={isChanging(lead.id)}
                  onChange={(next) => setOverride({ id: lead.id, name: lead.name, status: next })}
                />,
                <time key="date" dateTime={lead.createdAt} className="whitespace-nowrap">
                  {formatDate(lead.createdAt)}
                </time>,
              ],
            }))}
          />
        )}
      </CollectionTab>
      <StatusOverrideDialog target={override} onClose={() => setOverride(null)} />
    </>
  )
}
