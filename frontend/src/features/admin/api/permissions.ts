import { queryOptions, useQuery } from '@tanstack/react-query'

import type { AdminCollection } from './collection'

type Operation = 'create' | 'read' | 'update' | 'delete'

/** Payload's GET /api/access: an allowed operation is `true` or `{ permission: true, where }`; a refused one is absent. */
type AccessResult = {
  collections?: Partial<Record<string, Partial<Record<Operation, boolean | { permission: boolean }>>>>
}

const accessQueryOptions = () => queryOptions<AccessResult>({ queryKey: ['/api/access'] })

/**
 * Whether the signed-in user may do an operation, as the server's own access rules answer it: buttons for what
 * the user cannot do are not shown (the server would refuse them anyway).
 */
export const useCan = (collection: AdminCollection, operation: Operation): boolean => {
  const { data } = useQuery(accessQueryOptions())
  const entry = data?.collections?.[collection]?.[operation]
  return entry === true || (typeof entry === 'object' && entry.permission)
}
