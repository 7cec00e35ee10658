import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search at the size of a real business: staff search leads by any part of a name, email or phone
 * (contracts/lead-filter.ts: ILIKE '%…%'), which no B-tree serves, so each search read every lead. Trigram GIN
 * indexes serve such patterns of three characters or more; the same for the panel's searches of contractors and
 * location pages. A phone is also kept as its digits alone, so "3055550142" finds "(305) 555-0142".
 * pg_trgm ships with PostgreSQL and is a trusted extension: the database's owner may create it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ALTER TABLE "leads" ADD COLUMN "phone_digits" varchar;
  UPDATE "leads" SET "phone_digits" = regexp_replace("phone", '[^0-9]', '', 'g');
  CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);
  CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);
  CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("phone_digits" gin_trgm_ops);
  CREATE INDEX "contractors_name_trgm_idx" ON "contractors" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "city_pages_city_name_trgm_idx" ON "city_pages" USING gin ("city_name" gin_trgm_ops);
  CREATE INDEX "city_pages_meta_title_trgm_idx" ON "city_pages" USING gin ("meta_title" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The extension stays: other databases' objects (or an operator's) may use it.
  await db.execute(sql`
  DROP INDEX IF EXISTS "leads_name_trgm_idx";
  DROP INDEX IF EXISTS "leads_email_trgm_idx";
  DROP INDEX IF EXISTS "leads_phone_trgm_idx";
  DROP INDEX IF EXISTS "leads_phone_digits_trgm_idx";
  DROP INDEX IF EXISTS "contractors_name_trgm_idx";
  DROP INDEX IF EXISTS "city_pages_city_name_trgm_idx";
  DROP INDEX IF EXISTS "city_pages_meta_title_trgm_idx";
  ALTER TABLE "leads" DROP COLUMN "phone_digits";`)
}
