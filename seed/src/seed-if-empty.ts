import type { Payload } from 'payload'

import { whileHoldingReleaseLock } from '../../cms/src/runtime/release'
import { ensureStaffAccount, type StaffAccount } from '../../cms/src/runtime/staff-account'
import { isEmpty, seed } from './seed'

/**
 * The content of a new site, on an empty database only, and a staff member on any (one copy at a time): without
 * one, the release is refused.
 */
export const seedIfEmpty = (
  payload: Payload,
  { staff, log }: { staff: StaffAccount | undefined; log: (message: string) => void },
): Promise<void> =>
  whileHoldingReleaseLock(payload, async () => {
    if (await isEmpty(payload)) {
      log('Empty database: seeding the content')
      await seed(payload, { staff, log })
    }
    await ensureStaffAccount(payload, staff)
  })
