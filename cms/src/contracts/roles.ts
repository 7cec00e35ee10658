export const ROLES = ['admin', 'staff', 'editor'] as const
export type Role = (typeof ROLES)[number]
