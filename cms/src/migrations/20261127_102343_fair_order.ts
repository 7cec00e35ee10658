import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The matching order reads each offered contractor's latest referral: one index entry per contractor with this
 * index, rather than all of its referrals.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "contractor_createdAt_idx" ON "referrals" USING btree ("contractor_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contractor_createdAt_idx";`)
}
