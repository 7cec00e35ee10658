import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The counters of the rate limits every server copy shares (server/rate-limits.ts): rate-limiter-flexible's own
 * table, made here rather than by the library at start so that schema changes stay in migrations.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rate_limits" (
     "key" varchar(255) PRIMARY KEY,
     "points" integer NOT NULL DEFAULT 0,
     "expire" bigint
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limits";`)
}
