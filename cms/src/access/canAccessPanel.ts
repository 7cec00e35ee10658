import type { PayloadRequest } from 'payload'

import { hasRole } from './roles'

/** Who may open the Payload panel at /cms. */
export const canAccessPanel = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  hasRole(user, 'admin', 'staff', 'editor')
