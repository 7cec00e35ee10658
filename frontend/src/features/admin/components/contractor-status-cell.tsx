import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { formatDate } from '@/lib/format-date'
import type { Contractor } from '@/types/payload'

import { contractorStatus, type ContractorStatus } from '../utils/contractor-status'

// The badge's colours ship with the public pages' cards, whose script budget has no room to spare: a lapse takes
// the warning colour, and a contractor still to be checked is as neutral as one off the network.
const STATUS_VARIANT: Record<ContractorStatus, BadgeVariant> = {
  Verified: 'success',
  Expired: 'warning',
  Pending: 'secondary',
  Inactive: 'secondary',
}

/** Until when a check holds, as the records say, or that none is verified. */
const checkLine = (what: string, until: string | null | undefined, current: boolean | null | undefined) =>
  until ? `${what} ${current ? 'until' : 'expired'} ${formatDate(until)}` : `${what}: none verified`

type StatusOf = Pick<Contractor, 'isActive' | 'licensed' | 'insured' | 'licensedUntil' | 'insuredUntil'>

/** A contractor's status on the Contractors tab, with the dates of its licence and insurance checks. */
export const ContractorStatusCell = ({ contractor }: { contractor: StatusOf }) => {
  const status = contractorStatus(contractor)
  return (
    <span>
      <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>
      <span className="mt-1 block text-xs font-normal text-slate-600">
        {checkLine('Licence', contractor.licensedUntil, contractor.licensed)}
      </span>
      <span className="block text-xs font-normal text-slate-600">
        {checkLine('Insurance', contractor.insuredUntil, contractor.insured)}
      </span>
    </span>
  )
}
