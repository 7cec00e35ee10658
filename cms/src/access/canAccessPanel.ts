import type { PayloadRequest } from 'payload'

import { isTeamMember } from './isTeam'

/** Who may open the Payload panel at /cms: the team; a contractor answers referrals at /pro only. */
export const canAccessPanel = ({ req: { user } }: { req: PayloadRequest }): boolean => isTeamMember(user)
