import type { Contractor } from '@/types/payload'

export type ContractorStatus = 'Verified' | 'Expired' | 'Pending' | 'Inactive'

/**
 * Verified while a verified licence and a verified insurance policy are both current (the server derives
 * `licensed` and `insured` from the records' dates); Expired once one that was verified has lapsed; Pending while
 * no verified record of one or the other exists. A contractor taken off the network is neither: it is matched with
 * no one, so the list says Inactive whatever its papers.
 */
export const contractorStatus = ({
  isActive,
  licensed,
  insured,
  licensedUntil,
  insuredUntil,
}: Pick<
  Contractor,
  'isActive' | 'licensed' | 'insured' | 'licensedUntil' | 'insuredUntil'
>): ContractorStatus => {
  if (isActive === false) return 'Inactive'
  if (licensed && insured) return 'Verified'
  if ((licensedUntil && !licensed) || (insuredUntil && !insured)) return 'Expired'
  return 'Pending'
}
