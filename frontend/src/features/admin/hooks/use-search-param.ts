import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** Longer searches are cut: nobody types more to find a list row, and the request stays small. */
export const MAX_LIST_SEARCH_LENGTH = 100

/**
 * A list's search from `?search=`, so a search can be linked to and survives a reload. A new search starts from
 * the first page, and replaces the history entry rather than adding one per pause in typing.
 */
export const useSearchParam = (): [string, (next: string) => void] => {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = (searchParams.get('search') ?? '').trim().slice(0, MAX_LIST_SEARCH_LENGTH)
  const setSearch = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          const value = next.trim().slice(0, MAX_LIST_SEARCH_LENGTH)
          if (value) params.set('search', value)
          else params.delete('search')
          params.delete('page')
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )
  return [search, setSearch]
}
