/**
 * Earned trust: verified reviews, licence and insurance records with their private evidence, and the contractor's
 * rating computed from reviews. A rating typed before this becomes a rating from elsewhere, labelled as entered by
 * staff, so it is never shown as verified; "licensed" and "insured" go, derived from records from now on.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_moderation_action" AS ENUM('publish', 'reject');
  CREATE TYPE "public"."enum_reviews_moderation_reason" AS ENUM('personal-data', 'abuse', 'off-topic', 'not-about-this-job', 'conflict-of-interest');
  CREATE TYPE "public"."enum_reviews_hire_evidence" AS ENUM('contractor-won', 'homeowner-hired');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_reviews_rejection_reason" AS ENUM('personal-data', 'abuse', 'off-topic', 'not-about-this-job', 'conflict-of-interest');
  CREATE TYPE "public"."enum_licences_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TABLE "reviews_moderation" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_reviews_moderation_action" NOT NULL,
  	"reason" "enum_reviews_moderation_reason",
  	"by_id" uuid NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"referral_id" uuid NOT NULL,
  	"contractor_id" uuid NOT NULL,
  	"service_id" uuid,
  	"hire_evidence" "enum_reviews_hire_evidence" NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"reviewer_name" varchar NOT NULL,
  	"reviewer_city" varchar,
  	"feature_permission" boolean DEFAULT false,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"rejection_reason" "enum_reviews_rejection_reason",
  	"reply_text" varchar,
  	"reply_at" timestamp(3) with time zone,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "licences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"contractor_id" uuid NOT NULL,
  	"state" "enum_licences_state" NOT NULL,
  	"number" varchar NOT NULL,
  	"classification" varchar NOT NULL,
  	"expires_on" timestamp(3) with time zone NOT NULL,
  	"evidence_id" uuid,
  	"verified_on" timestamp(3) with time zone,
  	"verified_by_id" uuid,
  	"expiry_notice_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "insurance_policies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"contractor_id" uuid NOT NULL,
  	"carrier" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"coverage" numeric NOT NULL,
  	"expires_on" timestamp(3) with time zone NOT NULL,
  	"certificate_id" uuid,
  	"verified_on" timestamp(3) with time zone,
  	"verified_by_id" uuid,
  	"expiry_notice_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credential_files" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "contractors" ADD COLUMN "external_rating_rating" numeric;
  ALTER TABLE "contractors" ADD COLUMN "external_rating_count" numeric;
  ALTER TABLE "contractors" ADD COLUMN "external_rating_source" varchar;
  ALTER TABLE "contractors" ADD COLUMN "external_rating_as_of" timestamp(3) with time zone;
  ALTER TABLE "contractors" ADD COLUMN "licensed_until" timestamp(3) with time zone;
  ALTER TABLE "contractors" ADD COLUMN "insured_until" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "review_invited_at" timestamp(3) with time zone;
  ALTER TABLE "referrals" ADD COLUMN "review_reminded_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "licences_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insurance_policies_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credential_files_id" uuid;
  ALTER TABLE "reviews_moderation" ADD CONSTRAINT "reviews_moderation_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_moderation" ADD CONSTRAINT "reviews_moderation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "licences" ADD CONSTRAINT "licences_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "licences" ADD CONSTRAINT "licences_evidence_id_credential_files_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."credential_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "licences" ADD CONSTRAINT "licences_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_certificate_id_credential_files_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."credential_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_moderation_order_idx" ON "reviews_moderation" USING btree ("_order");
  CREATE INDEX "reviews_moderation_parent_id_idx" ON "reviews_moderation" USING btree ("_parent_id");
  CREATE INDEX "reviews_moderation_by_idx" ON "reviews_moderation" USING btree ("by_id");
  CREATE UNIQUE INDEX "reviews_referral_idx" ON "reviews" USING btree ("referral_id");
  CREATE INDEX "reviews_contractor_idx" ON "reviews" USING btree ("contractor_id");
  CREATE INDEX "reviews_service_idx" ON "reviews" USING btree ("service_id");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_published_at_idx" ON "reviews" USING btree ("published_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "contractor_status_publishedAt_idx" ON "reviews" USING btree ("contractor_id","status","published_at");
  CREATE INDEX "licences_contractor_idx" ON "licences" USING btree ("contractor_id");
  CREATE INDEX "licences_expires_on_idx" ON "licences" USING btree ("expires_on");
  CREATE INDEX "licences_evidence_idx" ON "licences" USING btree ("evidence_id");
  CREATE INDEX "licences_verified_by_idx" ON "licences" USING btree ("verified_by_id");
  CREATE INDEX "licences_updated_at_idx" ON "licences" USING btree ("updated_at");
  CREATE INDEX "licences_created_at_idx" ON "licences" USING btree ("created_at");
  CREATE INDEX "insurance_policies_contractor_idx" ON "insurance_policies" USING btree ("contractor_id");
  CREATE INDEX "insurance_policies_expires_on_idx" ON "insurance_policies" USING btree ("expires_on");
  CREATE INDEX "insurance_policies_certificate_idx" ON "insurance_policies" USING btree ("certificate_id");
  CREATE INDEX "insurance_policies_verified_by_idx" ON "insurance_policies" USING btree ("verified_by_id");
  CREATE INDEX "insurance_policies_updated_at_idx" ON "insurance_policies" USING btree ("updated_at");
  CREATE INDEX "insurance_policies_created_at_idx" ON "insurance_policies" USING btree ("created_at");
  CREATE INDEX "credential_files_updated_at_idx" ON "credential_files" USING btree ("updated_at");
  CREATE INDEX "credential_files_created_at_idx" ON "credential_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "credential_files_filename_idx" ON "credential_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_licences_fk" FOREIGN KEY ("licences_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insurance_policies_fk" FOREIGN KEY ("insurance_policies_id") REFERENCES "public"."insurance_policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credential_files_fk" FOREIGN KEY ("credential_files_id") REFERENCES "public"."credential_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contractors_licensed_until_idx" ON "contractors" USING btree ("licensed_until");
  CREATE INDEX "contractors_insured_until_idx" ON "contractors" USING btree ("insured_until");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_licences_id_idx" ON "payload_locked_documents_rels" USING btree ("licences_id");
  CREATE INDEX "payload_locked_documents_rels_insurance_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("insurance_policies_id");
  CREATE INDEX "payload_locked_documents_rels_credential_files_id_idx" ON "payload_locked_documents_rels" USING btree ("credential_files_id");
  UPDATE "contractors" SET
    "external_rating_rating" = "rating",
    "external_rating_count" = GREATEST("reviews_count", 1),
    "external_rating_source" = 'Entered by staff',
    "external_rating_as_of" = "updated_at",
    "rating" = NULL,
    "reviews_count" = 0
  WHERE "rating" IS NOT NULL;
  ALTER TABLE "contractors" DROP COLUMN "licensed";
  ALTER TABLE "contractors" DROP COLUMN "insured";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews_moderation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "licences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insurance_policies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credential_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews_moderation" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "licences" CASCADE;
  DROP TABLE "insurance_policies" CASCADE;
  DROP TABLE "credential_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_licences_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_insurance_policies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credential_files_fk";
  
  DROP INDEX "contractors_licensed_until_idx";
  DROP INDEX "contractors_insured_until_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_licences_id_idx";
  DROP INDEX "payload_locked_documents_rels_insurance_policies_id_idx";
  DROP INDEX "payload_locked_documents_rels_credential_files_id_idx";
  ALTER TABLE "contractors" ADD COLUMN "licensed" boolean DEFAULT false;
  ALTER TABLE "contractors" ADD COLUMN "insured" boolean DEFAULT false;
  ALTER TABLE "contractors" DROP COLUMN "external_rating_rating";
  ALTER TABLE "contractors" DROP COLUMN "external_rating_count";
  ALTER TABLE "contractors" DROP COLUMN "external_rating_source";
  ALTER TABLE "contractors" DROP COLUMN "external_rating_as_of";
  ALTER TABLE "contractors" DROP COLUMN "licensed_until";
  ALTER TABLE "contractors" DROP COLUMN "insured_until";
  ALTER TABLE "referrals" DROP COLUMN "review_invited_at";
  ALTER TABLE "referrals" DROP COLUMN "review_reminded_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "licences_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insurance_policies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credential_files_id";
  DROP TYPE "public"."enum_reviews_moderation_action";
  DROP TYPE "public"."enum_reviews_moderation_reason";
  DROP TYPE "public"."enum_reviews_hire_evidence";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_rejection_reason";
  DROP TYPE "public"."enum_licences_state";`)
}
