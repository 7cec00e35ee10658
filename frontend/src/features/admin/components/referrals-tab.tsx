import { formatDate, shortId } from '@/lib/format'
import { relationId } from '@/lib/payload'

import { REFERRAL_STATUSES, type ReferralStatus } from '@contracts/lead-options'

import { useCollection } from '../api/collection'
import { usePageParam } from '../hooks/use-page-param'
import { useStatusChange } from '../hooks/use-status-change'
import { AdminPage } from './admin-page'
import { AdminTable } from './admin-table'
import { ADMIN_PAGE_SIZE, Pagination } from './pagination'
import { QueryView } from './query-view'
import { StatusMenu } from './status-menu'

const referralStatusVariant = (status: ReferralStatus) => (status === 'sent' ? 'primary' : 'secondary')

export const ReferralsTab = () => {
  const [page, setPage] = usePageParam()
  const referrals = useCollection('referrals', { page, limit: ADMIN_PAGE_SIZE, sort: '-createdAt' })
  const status = useStatusChange('referrals')

  return (
    <AdminPage title="Referrals" description="Each lead sent to each contractor the homeowner chose.">
      <QueryView
        query={referrals}
        empty="Referrals are created when homeowners select contractors."
        isEmpty={(data) => data.docs.length === 0}
      >
        {(data) => (
          <>
            <AdminTable
              caption="Referrals, newest first"
              columns={['Lead ID', 'Offer ID', 'Status', 'Created']}
              rows={data.docs.map((referral) => {
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
                      onChange={(next) =>
                        status.change(referral.id, next, `Referral ${shortId(referral.id)}`)
                      }
                    />,
                    <time key="created" dateTime={referral.createdAt} className="whitespace-nowrap">
                      {formatDate(referral.createdAt)}
                    </time>,
                  ],
                }
              })}
            />
            <Pagination list={data} noun="referrals" onPage={setPage} />
          </>
        )}
      </QueryView>
    </AdminPage>
  )
}
