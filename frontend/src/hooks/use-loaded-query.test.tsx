import { QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '@/lib/query-client'

import { useLoadedQuery } from './use-loaded-query'

const greeting = (queryFn: () => Promise<string>) => queryOptions({ queryKey: ['/api/greeting'], queryFn })

const render = (queryClient: ReturnType<typeof createQueryClient>, queryFn: () => Promise<string>) => {
  const Greeting = () => <p>{useLoadedQuery(greeting(queryFn))}</p>
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading...</p>}>
        <Greeting />
      </Suspense>
    </QueryClientProvider>,
  )
}

describe('useLoadedQuery', () => {
  it('shows what the loader cached, without fetching', () => {
    const queryClient = createQueryClient()
    const queryFn = vi.fn(async () => 'fetched')
    queryClient.setQueryData(greeting(queryFn).queryKey, 'cached')
    expect(render(queryClient, queryFn)).toContain('cached')
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('suspends and fetches again when the entry is missing or invalidated', async () => {
    const queryClient = createQueryClient()
    const queryFn = vi.fn(async () => 'fetched')
    expect(render(queryClient, queryFn)).toContain('Loading...')
    await vi.waitFor(() => expect(render(queryClient, queryFn)).toContain('fetched'))

    await queryClient.invalidateQueries({ queryKey: greeting(queryFn).queryKey, refetchType: 'none' })
    queryFn.mockResolvedValue('fetched again')
    expect(render(queryClient, queryFn)).toContain('Loading...')
    await vi.waitFor(() => expect(render(queryClient, queryFn)).toContain('fetched again'))
  })
})
