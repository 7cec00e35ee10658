import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { apiRequest } from '@/lib/api-client'
import type { User } from '@/types/payload'

export type Session = { user: User | null }

export const signInSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Please enter your password'),
})
export type SignInValues = z.infer<typeof signInSchema>

/** Who is signed in: Payload reads its HttpOnly cookie and answers `{ user: null }` when nobody is. */
export const sessionQueryOptions = () => queryOptions<Session>({ queryKey: ['/api/users/me'] })

export const useSession = () => useQuery(sessionQueryOptions())

export const useSignIn = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: SignInValues) =>
      apiRequest<{ user: User }>('/api/users/login', { method: 'POST', body: credentials }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryOptions().queryKey, { user }),
  })
}

export const useSignOut = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/users/logout', { method: 'POST' }),
    // Whatever the answer, nothing the last user saw may stay on screen or in the cache.
    onSettled: () => {
      const sessionKey = sessionQueryOptions().queryKey
      // Everything but the session query, which the screen is subscribed to and which now says "nobody".
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== sessionKey[0] })
      queryClient.setQueryData(sessionKey, { user: null })
    },
  })
}
