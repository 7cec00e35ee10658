import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { relationId } from '@/lib/payload'
import type { Contractor } from '@/types/payload'

import { useContractorAccounts } from '../api/contractor-accounts'
import { useServiceById } from '../api/service-names'
import { firstOf, formatRating } from '../utils/table-text'
import { CollectionTab, usePagedCollection } from './collection-tab'
import { AddLink, EditLink } from './content-actions'
import { ContractorAccounts } from './contractor-accounts'
import { ContractorStatusCell } from './contractor-status-cell'
import { InviteContractor } from './invite-contractor'
import { ListTable } from './list-table'

/** The first two cities a contractor serves when it lists some, else its first two states; unlike the Services
 * column, no ellipsis marks the cut. */
const coverage = (contractor: Contractor): string =>
  (contractor.cities?.length ? contractor.cities : (contractor.states ?? [])).slice(0, 2).join(', ')

/** The page's contractors, with their accounts asked for once for the whole page. */
const ContractorsTable = ({ docs }: { docs: Contractor[] }) => {
  const serviceById = useServiceById()
  const accounts = useContractorAccounts(docs.map((contractor) => contractor.id))
  return (
    <ListTable
      caption="Contractors"
      titleColumn={0}
      columns={['Company', 'Services', 'Coverage ZIP', 'Rating', 'Status', 'Accounts', 'Actions']}
      rows={docs.map((contractor) => ({
        key: contractor.id,
        cells: [
          // Spans, as the heading of a card (on narrow screens) holds phrasing content only.
          <span key="company">
            <span className="block font-medium text-slate-900">{contractor.name}</span>
            <span className="block text-xs font-normal text-slate-600">{contractor.slug}</span>
          </span>,
          firstOf(contractor.services.map((service) => serviceById.get(relationId(service))?.name ?? '…')),
          coverage(contractor),
          formatRating(contractor.rating),
          <ContractorStatusCell key="status" contractor={contractor} />,
          <ContractorAccounts
            key="accounts"
            loading={accounts.isPending}
            failed={accounts.isError}
            accounts={(accounts.data?.accounts ?? []).filter(
              (account) => account.contractor === contractor.id,
            )}
          />,
          <span key="actions" className="flex flex-wrap gap-2">
            <EditLink collection="contractors" id={contractor.id} name={contractor.name} />
            {contractor.isActive ? <InviteContractor contractor={contractor} /> : null}
          </span>,
        ],
      }))}
    />
  )
}

export const ContractorsTab = () => {
  const paged = usePagedCollection('contractors', { sort: 'name' }, 'contractors')

  return (
    <CollectionTab
      title="Contractors"
      description="The network homeowners choose from."
      actions={
        <>
          {/* The reviews' queue lives beside the contractors they rate: the sidebar keeps its eight tabs. */}
          <Link to={paths.admin.reviews} className={buttonClass('secondary', 'sm')}>
            Moderate reviews
          </Link>
          <AddLink collection="contractors" label="Add Contractor" />
        </>
      }
      {...paged}
      empty="Add contractors to your network to start matching with leads."
    >
      {(docs) => <ContractorsTable docs={docs} />}
    </CollectionTab>
  )
}
