import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The marketplace loop: a lead's status follows its referrals (a lead "contacted" becomes "in-progress", one withdrawn
 * by its homeowner "withdrawn"), staff may override it with a reason, the homeowner's own choice on each referral
 * (at most one "hired" per lead, held by a partial unique index), decline categories, quote messages, when a request
 * started needing attention, when accounts were invited and last signed in, and where staff are notified.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_referrals_decline_category" AS ENUM('fully-booked', 'outside-area', 'service-not-offered', 'project-size', 'other');
  CREATE TYPE "public"."enum_referrals_homeowner_choice" AS ENUM('hired', 'not-for-me');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'in-progress' WHERE "status" = 'contacted';
  UPDATE "leads" SET "status" = 'withdrawn'
    WHERE "withdrawn_at" IS NOT NULL AND "status" IN ('new', 'in-progress', 'quoted');
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in-progress', 'quoted', 'hired', 'closed', 'withdrawn', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "leads" ADD COLUMN "status_override_reason" varchar;
  ALTER TABLE "leads" ADD COLUMN "status_override_by_id" uuid;
  ALTER TABLE "leads" ADD COLUMN "status_override_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "needs_attention_since" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "rematched_at" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "decline_category" "enum_referrals_decline_category";
  ALTER TABLE "referrals" ADD COLUMN "quote_message" varchar;
  ALTER TABLE "referrals" ADD COLUMN "homeowner_choice" "enum_referrals_homeowner_choice";
  ALTER TABLE "referrals" ADD COLUMN "homeowner_choice_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "invited_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "staff_notification_email" varchar;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_status_override_by_id_users_id_fk" FOREIGN KEY ("status_override_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_status_override_status_override_by_idx" ON "leads" USING btree ("status_override_by_id");
  CREATE INDEX "leads_needs_attention_since_idx" ON "leads" USING btree ("needs_attention_since");
  CREATE UNIQUE INDEX "referrals_one_hire_per_lead_idx" ON "referrals" USING btree ("lead_id")
    WHERE "homeowner_choice" = 'hired';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "referrals_one_hire_per_lead_idx";
  ALTER TABLE "leads" DROP CONSTRAINT "leads_status_override_by_id_users_id_fk";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'contacted' WHERE "status" = 'in-progress';
  UPDATE "leads" SET "status" = 'closed' WHERE "status" = 'withdrawn';
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'quoted', 'hired', 'closed', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_status_override_status_override_by_idx";
  DROP INDEX "leads_needs_attention_since_idx";
  ALTER TABLE "leads" DROP COLUMN "status_override_reason";
  ALTER TABLE "leads" DROP COLUMN "status_override_by_id";
  ALTER TABLE "leads" DROP COLUMN "status_override_at";
  ALTER TABLE "leads" DROP COLUMN "needs_attention_since";
  ALTER TABLE "leads" DROP COLUMN "rematched_at";
  ALTER TABLE "referrals" DROP COLUMN "decline_category";
  ALTER TABLE "referrals" DROP COLUMN "quote_message";
  ALTER TABLE "referrals" DROP COLUMN "homeowner_choice";
  ALTER TABLE "referrals" DROP COLUMN "homeowner_choice_at";
  ALTER TABLE "users" DROP COLUMN "invited_at";
  ALTER TABLE "users" DROP COLUMN "last_sign_in_at";
  ALTER TABLE "site_settings" DROP COLUMN "staff_notification_email";
  DROP TYPE "public"."enum_referrals_decline_category";
  DROP TYPE "public"."enum_referrals_homeowner_choice";`)
}
