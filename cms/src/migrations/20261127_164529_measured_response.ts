import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "checks_statement" varchar DEFAULT 'Every contractor shown holds a state licence and liability insurance that our team has verified and that has not expired.' NOT NULL;
  ALTER TABLE "contractors" DROP COLUMN "response_time";
  DROP TYPE "public"."enum_contractors_response_time";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contractors_response_time" AS ENUM('within-an-hour', 'within-hours', 'same-day', 'within-a-day', 'within-two-days');
  ALTER TABLE "contractors" ADD COLUMN "response_time" "enum_contractors_response_time";
  ALTER TABLE "site_settings" DROP COLUMN "checks_statement";`)
}
