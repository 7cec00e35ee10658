import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

type QueryViewProps<T> = {
  query: UseQueryResult<T>
  /** SPEC §8: the text shown when there is nothing to list. */
  empty: string
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}

/** SPEC §8 for every admin list: 'Loading...' while loading, the error's message, the empty text, else the data. */
export const QueryView = <T,>({ query, empty, isEmpty, children }: QueryViewProps<T>) => {
  if (query.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Could not load this list.</p>
        {/* SPEC §8: the error's own message, "<status>: <body>". */}
        <p className="mt-1 break-words">{query.error.message}</p>
      </div>
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
