import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { alias, type AnyPgTable } from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * A table under an alias, for queries written with Drizzle's `sql`: `row` gives the alias's columns, `from` the
 * `table alias` a FROM clause needs (an aliased table alone renders as its bare alias).
 */
export const aliasedTable = <T extends AnyPgTable, A extends string>(table: T, name: A) => ({
  row: alias(table, name),
  from: sql`${table} ${sql.identifier(name)}` as SQL,
})
