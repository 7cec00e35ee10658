import type { FieldAccess } from 'payload'

/** Any signed-in member of the team (admin, staff or editor). */
export const authenticated: FieldAccess = ({ req: { user } }) => Boolean(user)
