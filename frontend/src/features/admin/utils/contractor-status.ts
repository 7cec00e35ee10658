import type { Contractor } from '@/types/payload'

export type ContractorStatus = 'Verified' | 'Pending' | 'Inactive'

/**
 * Verified when licensed and insured, else Pending. A contractor taken off the network is neither: it is
 * matched with no one, so the list says Inactive whatever its papers.
 */
export const contractorStatus = ({
  isActive,
  licensed,
  insured,
}: Pick<Contractor, 'isActive' | 'licensed' | 'insured'>): ContractorStatus =>
  isActive === false ? 'Inactive' : licensed && insured ? 'Verified' : 'Pending'
