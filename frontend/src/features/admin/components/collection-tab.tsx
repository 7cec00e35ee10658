import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import type { Paginated } from '@/lib/payload'

import { useCollection, type AdminCollection, type CollectionQuery } from '../api/collection'
import { usePageParam } from '../hooks/use-page-param'
import { AdminPage } from './admin-page'
import { ADMIN_PAGE_SIZE, Pagination } from './pagination'
import { QueryView } from './query-view'

type Paging = {
  noun: string
  onPage: (page: number) => void
  /** What the list says of the page in place of the range, if anything. */
  summary?: (data: Paginated<unknown>) => string | undefined
}

/** A list the server pages: the page from `?page=`, ADMIN_PAGE_SIZE documents at a time. */
export const usePagedCollection = <C extends AdminCollection>(
  collection: C,
  query: Omit<CollectionQuery, 'page' | 'limit'>,
  noun: string,
) => {
  const [page, setPage] = usePageParam()
  const list = useCollection(collection, { ...query, page, limit: ADMIN_PAGE_SIZE })
  const paging: Paging = { noun, onPage: setPage }
  return { list, paging }
}

type CollectionTabProps<T> = {
  title: string
  description: string
  actions?: ReactNode
  /** Above the list in every state, so that narrowing a list to nothing can be undone. */
  filters?: ReactNode
  list: UseQueryResult<Paginated<T>>
  /** The text shown when there is nothing to list. */
  empty: string
  /** A paged list counts what it shows and moves by previous and next; any other shows its first page only. */
  paging?: Paging
  children: (docs: T[]) => ReactNode
}

/** A dashboard tab that lists one collection: its heading and actions, then the list in whatever state it is in. */
export const CollectionTab = <T,>({
  title,
  description,
  actions,
  filters,
  list,
  empty,
  paging,
  children,
}: CollectionTabProps<T>) => (
  <AdminPage title={title} description={description} actions={actions}>
    {filters}
    <QueryView query={list} empty={empty} isEmpty={(data) => data.docs.length === 0}>
      {(data) => (
        <>
          {!paging && data.totalDocs > data.docs.length ? (
            <p className="mb-3 text-sm text-slate-600">
              Showing first {data.docs.length} of {data.totalDocs}
            </p>
          ) : null}
          {children(data.docs)}
          {paging ? (
            <Pagination
              list={data}
              noun={paging.noun}
              onPage={paging.onPage}
              summary={paging.summary?.(data)}
            />
          ) : null}
        </>
      )}
    </QueryView>
  </AdminPage>
)
