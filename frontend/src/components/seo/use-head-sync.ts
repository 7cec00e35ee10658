import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useMatches } from 'react-router'

import { useSiteSettings } from '@/lib/site-settings'

import type { Head, HeadHandle } from './head'
import { descriptionOf, titleOf } from './head-text'

const hasHead = (handle: unknown): handle is HeadHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as HeadHandle).head === 'function'

type Match = { handle: unknown; data: unknown; params: Record<string, string | undefined> }

/** What a head is computed with besides its route's data and params: the request's, never the route's. */
type HeadContext = Omit<Parameters<HeadHandle['head']>[0], 'data' | 'params'>

/** The deepest matched route's head: the server renders it, the client keeps it in step. */
export const headOf = (matches: Match[], context: HeadContext): Head | undefined => {
  const match = [...matches].reverse().find((candidate) => hasHead(candidate.handle))
  return match && hasHead(match.handle)
    ? match.handle.head({ data: match.data, params: match.params, ...context })
    : undefined
}

/** After client-side navigation, keep the title, description and canonical URL (og:url too) in step with the page. */
export const useHeadSync = (): void => {
  // Only the title, description and canonical path are kept in step: no origin is needed for them.
  const head = headOf(useMatches(), { origin: '', site: useSiteSettings(), queryClient: useQueryClient() })
  const title = head && titleOf(head)
  const description = head && descriptionOf(head)
  const path = head?.path
  useEffect(() => {
    if (title === undefined) return
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? '')
    const url = window.location.origin + (path ?? '/')
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', url)
    document.querySelector('meta[property="og:url"]')?.setAttribute('content', url)
  }, [title, description, path])
}
