import { DataTable } from '@/components/ui/data-table'
import { formatDate, shortId } from '@/lib/format'
import { relationId } from '@/lib/payload'

import { REFERRAL_STATUSES, type ReferralStatus } from '@contracts/lead-options'

import { useStatusChange } from '../hooks/use-status-change'
import { CollectionTab, usePagedCollection } from './collection-tab'
import { StatusMenu } from './status-menu'

const referralStatusVariant = (status: ReferralStatus) => (status === 'sent' ? 'primary' : 'secondary')

export const ReferralsTab = () => {
  const paged = usePagedCollection('referrals', { sort: '-createdAt' }, 'referrals')
  const status = useStatusChange('referrals')

  return (
    <CollectionTab
      title="Referrals"
      description="Each lead sent to each contractor the homeowner chose."
      {...paged}
      empty="Referrals are created when homeowners select contractors."
    >
      {(docs) => (
        <DataTable
          variant="list"
          caption="Referrals, newest first"
          columns={['Lead ID', 'Offer ID', 'Status', 'Created']}
          rows={docs.map((referral) => {
            const leadId = relationId(referral.lead)
            const offerId = relationId(referral.contractor)
            return {
              key: referral.id,
              cells: [
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
