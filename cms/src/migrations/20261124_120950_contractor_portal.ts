import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_referrals_history_status" AS ENUM('sent', 'accepted', 'declined', 'contacted', 'quoted', 'won', 'lost', 'withdrawn');
  CREATE TYPE "public"."enum_referrals_history_by" AS ENUM('contractor', 'homeowner', 'staff');
  ALTER TYPE "public"."enum_referrals_status" ADD VALUE 'contacted' BEFORE 'won';
  ALTER TYPE "public"."enum_referrals_status" ADD VALUE 'quoted' BEFORE 'won';
  ALTER TYPE "public"."enum_referrals_status" ADD VALUE 'withdrawn';
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'contractor';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReferralEmail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendInviteEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReferralEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendInviteEmail';
  CREATE TABLE "referrals_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_referrals_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" "enum_referrals_history_by" NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "deletion_requested_at" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "responded_at" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "accepted_at" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "decline_reason" varchar;
  ALTER TABLE "referrals" ADD COLUMN "quote_amount" numeric;
  ALTER TABLE "referrals" ADD COLUMN "reminded_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "contractor_id" uuid;
  ALTER TABLE "referrals_history" ADD CONSTRAINT "referrals_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "referrals_history_order_idx" ON "referrals_history" USING btree ("_order");
  CREATE INDEX "referrals_history_parent_id_idx" ON "referrals_history" USING btree ("_parent_id");
  ALTER TABLE "users" ADD CONSTRAINT "users_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_withdrawn_at_idx" ON "leads" USING btree ("withdrawn_at");
  CREATE INDEX "leads_deletion_requested_at_idx" ON "leads" USING btree ("deletion_requested_at");
  CREATE INDEX "referrals_responded_at_idx" ON "referrals" USING btree ("responded_at");
  CREATE INDEX "users_contractor_idx" ON "users" USING btree ("contractor_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // What the older schema cannot hold goes first: contractor accounts, the new emails' jobs, and the new statuses
  // (a referral being worked counts as accepted, a withdrawn one as lost).
  await db.execute(sql`
  DELETE FROM "users" WHERE "role" = 'contractor';
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('sendReferralEmail', 'sendInviteEmail');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('sendReferralEmail', 'sendInviteEmail');
  UPDATE "referrals" SET "status" = 'accepted' WHERE "status" IN ('contacted', 'quoted');
  UPDATE "referrals" SET "status" = 'lost' WHERE "status" = 'withdrawn';`)
  await db.execute(sql`
   ALTER TABLE "referrals_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "referrals_history" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_contractor_id_contractors_id_fk";
  
  ALTER TABLE "referrals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "referrals" ALTER COLUMN "status" SET DEFAULT 'sent'::text;
  DROP TYPE "public"."enum_referrals_status";
  CREATE TYPE "public"."enum_referrals_status" AS ENUM('sent', 'accepted', 'declined', 'won', 'lost');
  ALTER TABLE "referrals" ALTER COLUMN "status" SET DEFAULT 'sent'::"public"."enum_referrals_status";
  ALTER TABLE "referrals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_referrals_status" USING "status"::"public"."enum_referrals_status";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'staff', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendQuoteEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendQuoteEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_withdrawn_at_idx";
  DROP INDEX "leads_deletion_requested_at_idx";
  DROP INDEX "referrals_responded_at_idx";
  DROP INDEX "users_contractor_idx";
  ALTER TABLE "leads" DROP COLUMN "withdrawn_at";
  ALTER TABLE "leads" DROP COLUMN "deletion_requested_at";
  ALTER TABLE "referrals" DROP COLUMN "responded_at";
  ALTER TABLE "referrals" DROP COLUMN "accepted_at";
  ALTER TABLE "referrals" DROP COLUMN "decline_reason";
  ALTER TABLE "referrals" DROP COLUMN "quote_amount";
  ALTER TABLE "referrals" DROP COLUMN "reminded_at";
  ALTER TABLE "users" DROP COLUMN "contractor_id";
  DROP TYPE "public"."enum_referrals_history_status";
  DROP TYPE "public"."enum_referrals_history_by";`)
}
