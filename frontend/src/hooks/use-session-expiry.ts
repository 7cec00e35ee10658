import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { ApiError } from '@/lib/api-client'

import { sessionQueryOptions } from '@/lib/session'

const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403)

/**
 * When the API refuses a request (the session expired, or was signed out elsewhere), asks again who is signed in:
 * if nobody is, the sign-in form replaces the dashboard instead of a wall of errors.
 */
export const useSessionExpiry = (): void => {
  const queryClient = useQueryClient()
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey })
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] !== '/api/users/me'
      ) {
        recheck(event.action.error)
      }
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error)
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient])
}
