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

export { relationId } from '@contracts/relation-id'
