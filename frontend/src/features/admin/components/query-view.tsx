import { ErrorNotice } from '@/components/ui/error-notice'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

type QueryViewProps<T> = {
  query: UseQueryResult<T>
  /** The text shown when there is nothing to list. */
  empty: string
  isEmpty: (data: T) => boolean
  /** What failed, said in the error notice. */
  failure?: string
  children: (data: T) => ReactNode
}

/** Every admin list's states: 'Loading...' while loading, what failed with a Retry, the empty text, else the data. */
export const QueryView = <T,>({
  query,
  empty,
  isEmpty,
  failure = 'Could not load this list.',
  children,
}: QueryViewProps<T>) => {
  if (query.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    )
  }
  if (query.isError) {
    return (
      <ErrorNotice
        title={failure}
        error={query.error}
        failedAt={query.errorUpdatedAt}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (isEmpty(query.data)) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600">
        {empty}
      </p>
    )
  }
  return <>{children(query.data)}</>
}
