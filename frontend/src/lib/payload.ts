/** The list envelope Payload's REST API answers with. */
export type Paginated<T> = {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

/** A relationship as Payload answers it: an id at depth 0, the document deeper. */
export const relationId = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : value.id
