import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { SignInValues } from '@contracts/sign-in'
import { apiRequest } from '@/lib/api-client'
import { siteSettingsQueryOptions } from '@/lib/site-settings'
import type { User } from '@/types/payload'

export type Session = { user: User | null }

/** Who is signed in: Payload reads its HttpOnly cookie and answers `{ user: null }` when nobody is. */
export const sessionQueryOptions = () => queryOptions<Session>({ queryKey: ['/api/users/me'] })

export const useSession = () => useQuery(sessionQueryOptions())

/**
 * Records that nobody is signed in, as the server knows when a request to the dashboard carries no session cookie
 * (entry-server.tsx): the sign-in form is then rendered on the server, and the browser need not ask.
 */
export const setSignedOut = (queryClient: QueryClient): void => {
  queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null })
}

/** Whether who is signed in is already known (told by the server, or asked before). */
export const useSessionKnown = (): boolean =>
  useQueryClient().getQueryData(sessionQueryOptions().queryKey) !== undefined

/**
 * Makes `user` the session and drops every other cached answer: nothing the last user saw may stay on screen, and
 * answers refused before a sign-in must be asked again. The site settings stay: they are the same for everyone, and
 * the dashboard's layout reads them from the cache (its route's loader fetched them). A session check still in
 * flight (sent before the change, without the new cookie) is cancelled so it cannot overwrite the new session when
 * it lands.
 */
export const replaceSession = async (queryClient: QueryClient, user: User | null) => {
  const sessionKey = sessionQueryOptions().queryKey
  const kept = new Set([sessionKey[0], siteSettingsQueryOptions().queryKey[0]])
  await queryClient.cancelQueries({ queryKey: sessionKey })
  queryClient.removeQueries({ predicate: ({ queryKey }) => !kept.has(String(queryKey[0])) })
  queryClient.setQueryData(sessionKey, { user })
}

export const useSignIn = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: SignInValues) =>
      apiRequest<{ user: User }>('/api/users/login', { method: 'POST', body: credentials }),
    onSuccess: ({ user }) => replaceSession(queryClient, user),
  })
}

export const useSignOut = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/users/logout', { method: 'POST' }),
    // Whatever the answer: the screen shows the sign-in form and keeps nothing of the last user.
    onSettled: () => replaceSession(queryClient, null),
  })
}
