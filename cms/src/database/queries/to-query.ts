import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'

import type { Query } from '../cursor'

const dialect = new PgDialect()

/** A typed query as the text and parameters `pg` takes, for the queries run on a connection of their own (a cursor). */
export const toQuery = (query: SQL): Query => {
  const { sql: text, params } = dialect.sqlToQuery(query)
  return { text, values: params }
}
