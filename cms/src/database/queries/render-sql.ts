import { sql, type AnyColumn, type SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect, type PgEnum } from '@payloadcms/db-postgres/drizzle/pg-core'

import type { Query } from '../cursor'

const dialect = new PgDialect()

/**
 * A Drizzle SQL template as node-postgres takes it ($n placeholders and their values), for the statements that run
 * on the pool by name: rendered once, so each connection plans the same text once.
 */
export const renderSql = (query: SQL): { sql: string; params: unknown[] } => dialect.sqlToQuery(query)

/** The same, as a `pg` query config, for the queries run on a connection of their own (a cursor). */
export const toQuery = (query: SQL): Query => {
  const { sql: text, params } = renderSql(query)
  return { text, values: params }
}

/** Columns by their bare names, where PostgreSQL refuses a qualified one (an INSERT's list, ON CONFLICT). */
export const columnNames = (...columns: AnyColumn[]): SQL =>
  sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)}`),
    sql`, `,
  )

/** An enum's SQL type, to declare a column of a row read from JSON. */
export const enumType = <T extends [string, ...string[]]>(type: PgEnum<T>): SQL =>
  sql`${sql.identifier(type.enumName)}`

/**
 * One value of an enum, typed by the schema and written into the statement: a parameter in an INSERT's SELECT list
 * would reach PostgreSQL as text, which an enum column refuses.
 */
export const enumValue = <T extends [string, ...string[]]>(type: PgEnum<T>, value: T[number]): SQL =>
  sql`${sql.raw(`'${value}'`)}::${sql.identifier(type.enumName)}`
