/** The team: they sign in to /admin and the panel, and read unpublished work. */
export const TEAM_ROLES = ['admin', 'staff', 'editor'] as const
/** Everyone who signs in: the team, and contractors, who answer their referrals at /pro and see nothing else. */
export const ROLES = [...TEAM_ROLES, 'contractor'] as const
export type Role = (typeof ROLES)[number]
