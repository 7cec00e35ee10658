import type { ContractorAccount, ContractorAccountState } from '@contracts/contractor-account'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/format-date'

const STATE: Record<ContractorAccountState, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  invited: { label: 'Invitation pending', variant: 'warning' },
  invitationExpired: { label: 'Invitation expired', variant: 'secondary' },
  neverSignedIn: { label: 'Never signed in', variant: 'secondary' },
}

/** A company's accounts at /pro: who, whether invited or active, and when each last signed in. */
export const ContractorAccounts = ({
  accounts,
  loading,
  failed,
}: {
  accounts: readonly ContractorAccount[]
  loading: boolean
  failed: boolean
}) => {
  if (loading) return <span className="text-slate-600">Loading...</span>
  if (failed) return <span className="text-slate-600">Could not load the accounts</span>
  if (!accounts.length) return <span className="text-slate-600">No account yet</span>
  return (
    <ul className="grid gap-2">
      {accounts.map((account) => (
        <li key={account.id} className="grid gap-0.5">
          <span className="break-all text-slate-900">{account.email}</span>
          <span>
            <Badge variant={STATE[account.state].variant}>{STATE[account.state].label}</Badge>
          </span>
          <span className="text-xs text-slate-600">
            {account.lastSignInAt
              ? `Last sign-in ${formatDateTime(account.lastSignInAt)}`
              : account.invitedAt
                ? `Invited ${formatDateTime(account.invitedAt)}`
                : 'Not signed in yet'}
          </span>
        </li>
      ))}
    </ul>
  )
}
