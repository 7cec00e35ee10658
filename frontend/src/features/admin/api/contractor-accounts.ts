import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ContractorAccount } from '@contracts/contractor-account'

const ACCOUNTS_PATH = '/api/admin/contractor-accounts'

/** The accounts of the companies on the Contractors tab's page, with whether each is invited or active (staff only). */
export const useContractorAccounts = (contractors: readonly string[]) =>
  useQuery({
    ...queryOptions<{ accounts: ContractorAccount[] }>({
      queryKey: [
        `${ACCOUNTS_PATH}?${new URLSearchParams({ contractors: contractors.join(',') }).toString()}`,
      ],
    }),
    enabled: contractors.length > 0,
  })

/** Whether a query is one of these lists: an invitation changes them. */
export const isContractorAccountsQuery = ({ queryKey }: { queryKey: readonly unknown[] }): boolean =>
  String(queryKey[0]).startsWith(`${ACCOUNTS_PATH}?`)
