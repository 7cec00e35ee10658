import { ExternalLink } from 'lucide-react'
import { useId } from 'react'

import { paths } from '@/config/paths'
import { formatPrice } from '@/lib/format'
import type { Paginated } from '@/lib/payload'
import { relationId } from '@/lib/payload'

import { slugToTitle } from '../utils/table-text'
import { useCollection } from '../api/collection'
import { useServiceById } from '../api/service-names'
import { usePageParam } from '../hooks/use-page-param'
import { MAX_LIST_SEARCH_LENGTH, useSearchParam } from '../hooks/use-search-param'
import { locationPageSearchWhere } from '../utils/location-page-search'
import { CollectionTab } from './collection-tab'
import { AddLink, EditLink } from './content-actions'
import { ListTable } from './list-table'
import { SearchField, useTypedSearch } from './search-field'

/** The list shows at most 50 location pages at a time, so the tab stays quick with thousands of them. */
const LOCATION_PAGES_SHOWN = 50

const NO_PAGES = 'No location pages yet. Add one for each city and service you want found in search.'

/** The note on the first view when there are more pages than it shows; the pages after it say which rows they show. */
const firstPageNote = ({ page, docs, totalDocs }: Paginated<unknown>): string | undefined =>
  page === 1 && totalDocs > docs.length ? `Showing first ${docs.length} of ${totalDocs}` : undefined

type LocationPageSearchProps = { search: string; onSearch: (search: string) => void; busy: boolean }

/** The search box: it searches once the person pauses typing, or at once on Enter. */
const LocationPageSearch = ({ search, onSearch, busy }: LocationPageSearchProps) => {
  const id = useId()
  const [text, setText] = useTypedSearch(search, onSearch)

  return (
    <form
      role="search"
      aria-label="Search location pages"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text)
      }}
    >
      <div className="w-full max-w-md">
        <SearchField
          id={`${id}-search`}
          text={text}
          onText={setText}
          placeholder="City, state, service or title"
          maxLength={MAX_LIST_SEARCH_LENGTH}
          className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
        />
      </div>
      <p role="status" className="pb-2 text-sm text-slate-600">
        {busy ? 'Searching...' : ''}
      </p>
    </form>
  )
}

/** The Location Pages tab: 50 pages at a time by state and city, searchable, paged by the server. */
export const LocationPagesTab = () => {
  const [search, setSearch] = useSearchParam()
  const [page, setPage] = usePageParam()
  const pages = useCollection('city-pages', {
    where: locationPageSearchWhere(search),
    page,
    limit: LOCATION_PAGES_SHOWN,
    // The id last: pages of one city come in the same order on every request, so paging skips and repeats none.
    sort: 'state,city,id',
  })
  const serviceById = useServiceById()

  return (
    <CollectionTab
      title="Location Pages"
      description="Local SEO pages: one per city and service."
      actions={<AddLink collection="city-pages" label="Add Location Page" />}
      filters={<LocationPageSearch search={search} onSearch={setSearch} busy={pages.isPlaceholderData} />}
      list={pages}
      paging={{ noun: 'location pages', onPage: setPage, summary: firstPageNote }}
      empty={search ? `No location pages match "${search}". Clear the search to see every page.` : NO_PAGES}
    >
      {(docs) => (
        <ListTable
          caption="Location pages"
          titleColumn={0}
          columns={['Location', 'Service', 'Cost Range', 'SEO Title', 'Actions']}
          rows={docs.map((page) => {
            const service = serviceById.get(relationId(page.service))
            const place = `${slugToTitle(page.city)}, ${slugToTitle(page.state)}`
            return {
              key: page.id,
              cells: [
                <span key="location" className="font-medium whitespace-nowrap text-slate-900">
                  {place.toUpperCase()}
                </span>,
                service?.name ?? '…',
                <span key="cost" className="whitespace-nowrap">
                  {formatPrice(page.costLow)} - {formatPrice(page.costHigh)}
                </span>,
                page.metaTitle,
                <div key="actions" className="flex gap-2">
                  {service ? (
                    <a
                      href={paths.locationPage(page.state, page.city, service.slug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${place} ${service.name} page (opens in a new tab)`}
                      className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-50"
                    >
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    </a>
                  ) : null}
                  <EditLink collection="city-pages" id={page.id} name={page.metaTitle ?? page.cityName} />
                </div>,
              ],
            }
          })}
        />
      )}
    </CollectionTab>
  )
}
