import {
  and,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from '@payloadcms/db-postgres/drizzle'
import type { PgColumn, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'

type Where = Record<string, unknown>

const isWhere = (value: unknown): value is Where =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const listOf = (value: unknown, operator: string): unknown[] => {
  if (!Array.isArray(value)) throw new Error(`${operator} takes a list`)
  return value
}

/** One field's test, as Payload's PostgreSQL adapter writes it for a column that is never an array. */
const fieldSql = (column: PgColumn, test: unknown): SQL[] => {
  if (!isWhere(test)) throw new Error(`${column.name}: a field's condition is an object of operators`)
  return Object.entries(test).map(([operator, value]) => {
    switch (operator) {
      case 'equals':
        return eq(column, value)
      case 'in':
        return inArray(column, listOf(value, operator))
      case 'not_in':
        return notInArray(column, listOf(value, operator))
      case 'exists':
        return value ? isNotNull(column) : isNull(column)
      case 'contains':
        // Payload's `contains`: ILIKE with the value between wildcards, as typed.
        return ilike(column, `%${String(value)}%`)
      default:
        throw new Error(`${column.name}: the operator ${operator} has no SQL form here`)
    }
  })
}

const joined = (parts: SQL[], join: typeof and): SQL =>
  parts.length === 0 ? sql`TRUE` : (join(...parts) ?? sql`TRUE`)

/**
 * A Payload `where` on one table's own fields as a SQL predicate on that table's columns (the schema's keys are the
 * fields' names), so a rule written once as a `where` also filters the queries written by hand. It knows the
 * operators the rules use and throws on any other, or on a field that is no column of the table.
 */
export const whereToSql = (table: PgTable, where: Where): SQL => {
  const columns: Record<string, PgColumn> = getTableColumns(table)
  const parts = Object.entries(where).flatMap(([key, value]): SQL[] => {
    if (key === 'and' || key === 'or') {
      const inner = listOf(value, key).map((condition) => {
        if (!isWhere(condition)) throw new Error(`${key} takes a list of conditions`)
        return whereToSql(table, condition)
      })
      // Payload leaves out an empty `and` or `or`, as a condition that holds.
      return inner.length === 0 ? [] : [joined(inner, key === 'and' ? and : or)]
    }
    const column = columns[key]
    if (!column) throw new Error(`${key} is no column of ${getTableName(table)}`)
    return fieldSql(column, value)
  })
  return joined(parts, and)
}
