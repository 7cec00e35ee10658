import { Badge } from '@/components/ui/badge'
import { firstOf, formatRating } from '@/lib/format'
import { relationId } from '@/lib/payload'
import type { Contractor } from '@/types/payload'

import { useCollection } from '../api/collection'
import { useServiceById } from '../api/service-names'
import { usePageParam } from '../hooks/use-page-param'
import { AdminPage } from './admin-page'
import { AdminTable } from './admin-table'
import { AddLink, EditLink } from './content-actions'
import { ADMIN_PAGE_SIZE, Pagination } from './pagination'
import { QueryView } from './query-view'

/** SPEC §2: the first two cities a contractor serves when it lists some, else its first two states; unlike the
 * Services column, the spec marks no cut here. */
const coverage = (contractor: Contractor): string =>
  (contractor.cities?.length ? contractor.cities : (contractor.states ?? [])).slice(0, 2).join(', ')

/** SPEC §4: Verified only when both licensed and insured. */
const isVerified = (contractor: Contractor): boolean => Boolean(contractor.licensed && contractor.insured)

export const ContractorsTab = () => {
  const [page, setPage] = usePageParam()
  const contractors = useCollection('contractors', { page, limit: ADMIN_PAGE_SIZE, sort: 'name' })
  const serviceById = useServiceById()

  return (
    <AdminPage
      title="Contractors"
      description="The network homeowners choose from."
      actions={<AddLink collection="contractors" label="Add Contractor" />}
    >
      <QueryView
        query={contractors}
        empty="Add contractors to your network to start matching with leads."
        isEmpty={(data) => data.docs.length === 0}
      >
        {(data) => (
          <>
            <AdminTable
              caption="Contractors"
              columns={['Company', 'Services', 'Coverage ZIP', 'Rating', 'Status', 'Actions']}
              rows={data.docs.map((contractor) => ({
                key: contractor.id,
                cells: [
                  <div key="company">
                    <p className="font-medium text-slate-900">{contractor.name}</p>
                    <p className="text-xs text-slate-500">{contractor.slug}</p>
                  </div>,
                  firstOf(
                    contractor.services.map((service) => serviceById.get(relationId(service))?.name ?? '…'),
                  ),
                  coverage(contractor),
                  formatRating(contractor.rating),
                  isVerified(contractor) ? (
                    <Badge key="status" variant="success">
                      Verified
                    </Badge>
                  ) : (
                    <Badge key="status" variant="warning">
                      Pending
                    </Badge>
                  ),
                  <EditLink
                    key="actions"
                    collection="contractors"
                    id={contractor.id}
                    name={contractor.name}
                  />,
                ],
              }))}
            />
            <Pagination list={data} noun="contractors" onPage={setPage} />
          </>
        )}
      </QueryView>
    </AdminPage>
  )
}
