import type { Access, FieldAccess } from 'payload'

import { TEAM_ROLES } from '../contracts/roles'
import { hasRole } from './roles'

type MaybeUser = Parameters<typeof hasRole>[0]

/** A member of the team (admin, staff or editor); a contractor's account is not. */
export const isTeamMember = (user: MaybeUser): boolean => hasRole(user, ...TEAM_ROLES)

export const isTeam: Access = ({ req: { user } }) => isTeamMember(user)

export const isTeamField: FieldAccess = ({ req: { user } }) => isTeamMember(user)
