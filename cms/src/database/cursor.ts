import type { Pool, PoolClient } from 'pg'

export type Query = { text: string; values: unknown[] }

export type Cursor = {
  /** The next `count` rows, each as its columns' values in order; fewer than asked for means the last ones. */
  read: (count: number) => Promise<unknown[][]>
  /** Ends the cursor and gives its connection back (broken, when `error` says it failed). Safe to call twice. */
  close: (error?: unknown) => Promise<void>
}

/**
 * A query read through a server-side cursor on a connection of its own: PostgreSQL runs it once and hands over rows
 * as they are asked for, so a large result is never held whole, here or in the database's memory, and its first
 * rows can be on their way before its last are read. The cursor's snapshot is fixed when it opens: rows written
 * while it is read are not in it.
 */
export const openCursor = async (pool: Pool, { text, values }: Query): Promise<Cursor> => {
  const client: PoolClient = await pool.connect()
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`DECLARE rows_out NO SCROLL CURSOR FOR ${text}`, values)
  } catch (error) {
    client.release(error as Error)
    throw error
  }
  let open = true
  return {
    read: async (count) =>
      (await client.query<unknown[]>({ text: `FETCH ${Math.trunc(count)} FROM rows_out`, rowMode: 'array' }))
        .rows,
    close: async (error) => {
      if (!open) return
      open = false
      if (error) {
        client.release(error as Error)
        return
      }
      try {
        await client.query('COMMIT')
        client.release()
      } catch (failed) {
        client.release(failed as Error)
      }
    },
  }
}
