import { paths } from '@/config/paths'
import { formatDate } from '@/lib/format-date'
import { relationId } from '@/lib/payload'
import { referralStatusVariant } from '@/lib/referral-status'
import type { Contractor, Lead, Referral } from '@/types/payload'

import { REFERRAL_STATUSES } from '@contracts/lead-options'
import { REFERRAL_LIST_QUERY } from '@contracts/referral-list'

import { shortId } from '../utils/table-text'
import { useStatusChange } from '../hooks/use-status-change'
import { CollectionTab, usePagedCollection } from './collection-tab'
import { ListTable } from './list-table'
import { StatusMenu } from './status-menu'

/** A relationship read as its document; an id alone when it could not be (a record since removed). */
const documentOf = <T extends { id: string }>(value: string | T): T | undefined =>
  typeof value === 'object' ? value : undefined

const linkClass = 'inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline'

/** The record's page in the Payload panel, named as people know it; its short id when it has no name to show. */
const RecordLink = ({
  collection,
  record,
  id,
}: {
  collection: 'leads' | 'contractors'
  record: Pick<Lead | Contractor, 'name'> | undefined
  id: string
}) =>
  record ? (
    <a href={paths.cms.edit(collection, id)} className={linkClass}>
      {record.name}
    </a>
  ) : (
    <span className="text-slate-600">{shortId(id)}</span>
  )

const serviceNameOf = (lead: Lead | undefined): string => (lead && documentOf(lead.service)?.name) ?? '—'

export const ReferralsTab = () => {
  const paged = usePagedCollection('referrals', { ...REFERRAL_LIST_QUERY, sort: '-createdAt' }, 'referrals')
  const status = useStatusChange('referrals')

  return (
    <CollectionTab
      title="Referrals"
      description="Each lead sent to each contractor the homeowner chose."
      {...paged}
      empty="Referrals are created when homeowners select contractors."
    >
      {(docs: Referral[]) => (
        <ListTable
          caption="Referrals, newest first"
          columns={['Homeowner', 'Service', 'Contractor', 'Lead ID', 'Offer ID', 'Status', 'Created']}
          titleColumn={0}
          rows={docs.map((referral) => {
            const leadId = relationId(referral.lead)
            const offerId = relationId(referral.contractor)
            const lead = documentOf(referral.lead)
            return {
              key: referral.id,
              cells: [
                <RecordLink key="homeowner" collection="leads" record={lead} id={leadId} />,
                serviceNameOf(lead),
                <RecordLink
                  key="contractor"
                  collection="contractors"
                  record={documentOf(referral.contractor)}
                  id={offerId}
                />,
                <code key="lead" title={leadId} className="font-mono text-xs">
                  {shortId(leadId)}
                </code>,
                <code key="offer" title={offerId} className="font-mono text-xs">
                  {shortId(offerId)}
                </code>,
                <StatusMenu
                  key="status"
                  value={referral.status}
                  options={REFERRAL_STATUSES}
                  label={`Status of referral ${shortId(referral.id)}`}
                  variantOf={referralStatusVariant}
                  disabled={status.isChanging(referral.id)}
                  onChange={(next) => status.change(referral.id, next, `Referral ${shortId(referral.id)}`)}
                />,
                <time key="created" dateTime={referral.createdAt} className="whitespace-nowrap">
                  {formatDate(referral.createdAt)}
                </time>,
              ],
            }
          })}
        />
      )}
    </CollectionTab>
  )
}
