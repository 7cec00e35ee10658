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

/**
 * A relationship as Payload answers it: an id at depth 0, the document deeper (the CMS's is contracts/relation-id.ts).
 * Not imported from there: every page's entry names the chunks of the admin's routes, and the longer chunk name alone
 * took the service page past its script budget.
 */
export const relationId = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : value.id
