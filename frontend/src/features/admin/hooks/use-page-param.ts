import { useSearchParams } from 'react-router'

/** The list page from `?page=`, so a page can be linked to and survives a reload; 1 when absent or invalid. */
export const usePageParam = (): [number, (page: number) => void] => {
  const [searchParams, setSearchParams] = useSearchParams()
  const parsed = Number(searchParams.get('page'))
  const page = Number.isInteger(parsed) && parsed > 0 ? parsed : 1
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current)
      if (next <= 1) params.delete('page')
      else params.set('page', String(next))
      return params
    })
  return [page, setPage]
}
