import { ExternalLink } from 'lucide-react'

import { DataTable } from '@/components/ui/data-table'
import { paths } from '@/config/paths'
import { formatPrice, slugToTitle } from '@/lib/format'
import { relationId } from '@/lib/payload'

import { useCollection } from '../api/collection'
import { useServiceById } from '../api/service-names'
import { CollectionTab } from './collection-tab'
import { AddLink, EditLink } from './content-actions'

/** SPEC §9: the list shows at most 50 location pages. */
const LOCATION_PAGES_SHOWN = 50

export const LocationPagesTab = () => {
  const pages = useCollection('city-pages', { limit: LOCATION_PAGES_SHOWN, sort: 'state,city' })
  const serviceById = useServiceById()

  return (
    <CollectionTab
      title="Location Pages"
      description="Local SEO pages: one per city and service."
      actions={<AddLink collection="city-pages" label="Add Location Page" />}
      list={pages}
      empty="No location pages yet. Add one for each city and service you want found in search."
    >
      {(docs) => (
        <DataTable
          variant="list"
          caption="Location pages"
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
                      href={paths.location(page.state, page.city, service.slug)}
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
