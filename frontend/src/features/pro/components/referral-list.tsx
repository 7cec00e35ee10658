import { useSearchParams } from 'react-router'

import type { ProReferralPage } from '@contracts/pro-referrals'
import { Button } from '@/components/ui/button'
import { ErrorNotice } from '@/components/ui/error-notice'

import { useProReferrals } from '../api/pro-referrals'
import { ReferralCard } from './referral-card'

const pageOf = (value: string | null): number => {
  const page = Number(value)
  return Number.isInteger(page) && page > 1 ? page : 1
}

const Pages = ({ data, onPage }: { data: ProReferralPage; onPage: (page: number) => void }) =>
  data.totalPages > 1 ? (
    <nav aria-label="Pages of requests" className="flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
        Newer
      </Button>
      <span className="text-sm text-slate-700">
        Page {data.page} of {data.totalPages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={data.page >= data.totalPages}
        onClick={() => onPage(data.page + 1)}
      >
        Older
      </Button>
    </nav>
  ) : null

/** The contractor's requests, newest first, a page at a time; `company` names them in the empty state. */
export const ReferralList = () => {
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const referrals = useProReferrals(page)
  const onPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {})

  if (referrals.isPending) return <p role="status">Loading your requests...</p>
  if (referrals.isError)
    return (
      <ErrorNotice
        title="Could not load your requests."
        error={referrals.error}
        failedAt={referrals.errorUpdatedAt}
        retrying={referrals.isFetching}
        onRetry={() => void referrals.refetch()}
        interrupts
      />
    )
  const { data } = referrals
  if (data.referrals.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        <p className="font-medium text-slate-900">No requests yet.</p>
        <p className="mt-1 text-sm">
          When a homeowner chooses {data.company.name}, their request appears here and we email you.
        </p>
      </div>
    )
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {data.referrals.map((referral) => (
          <li key={referral.id}>
            <ReferralCard referral={referral} />
          </li>
        ))}
      </ul>
      <Pages data={data} onPage={onPage} />
    </div>
  )
}
