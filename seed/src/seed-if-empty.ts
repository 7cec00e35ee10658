import type { Payload } from 'payload'

import { whileHoldingReleaseLock } from '../../cms/src/runtime/release'
import type { StaffAccount } from '../../cms/src/runtime/staff-account'
import { isEmpty, seed } from './seed'

/** The content and first staff member of a new site, on an empty database only (one copy at a time). */
export const seedIfEmpty = (
  payload: Payload,
  { staff, log }: { staff: StaffAccount | undefined; log: (message: string) => void },
): Promise<void> =>
  whileHoldingReleaseLock(payload, async () => {
    if (!(await isEmpty(payload))) return
    log('Empty database: seeding the content')
    await seed(payload, { staff, log })
  })
