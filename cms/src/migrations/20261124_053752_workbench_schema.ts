import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_category" AS ENUM('Remodeling', 'Exterior', 'Home Systems', 'Interior Finishes', 'Outdoor & Pest');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cost_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cost_guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_city_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__city_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('facebook', 'instagram', 'x', 'linkedin', 'youtube', 'pinterest', 'tiktok');
  CREATE TABLE "_services_v_version_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"price_low" numeric,
  	"price_high" numeric,
  	"open_ended" boolean DEFAULT false,
  	"duration_low" numeric,
  	"duration_high" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_icon" varchar,
  	"version_image_id" uuid,
  	"version_category" "enum__services_v_version_category",
  	"version_price_low" numeric,
  	"version_price_high" numeric,
  	"version_duration_low" numeric,
  	"version_duration_high" numeric,
  	"version_overview" jsonb,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_services_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_services_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" uuid
  );
  
  CREATE TABLE "_cost_guides_v_version_cost_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"low" numeric,
  	"average" numeric,
  	"high" numeric,
  	"open_ended" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cost_guides_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_hero_image_id" uuid,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar DEFAULT 'Expert Team',
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cost_guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_city_pages_v_version_considerations" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_city_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_state" varchar,
  	"version_city" varchar,
  	"version_city_name" varchar,
  	"version_zip_code" varchar,
  	"version_service_id" uuid,
  	"version_cost_low" numeric,
  	"version_cost_average" numeric,
  	"version_cost_high" numeric,
  	"version_duration_low" numeric,
  	"version_duration_high" numeric,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__city_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_city_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"city_pages_id" uuid
  );
  
  CREATE TABLE "_articles_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_hero_image_id" uuid,
  	"version_author" varchar,
  	"version_reviewer" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" uuid,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "media" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"company_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"phone_hours" varchar,
  	"address" varchar NOT NULL,
  	"footer_text" varchar NOT NULL,
  	"logo_id" uuid,
  	"default_social_image_id" uuid,
  	"figures_projects_completed" varchar NOT NULL,
  	"figures_average_rating" varchar NOT NULL,
  	"figures_customer_satisfaction" varchar NOT NULL,
  	"figures_average_saving" varchar NOT NULL,
  	"figures_contractor_response" varchar NOT NULL,
  	"figures_quotes_within" varchar NOT NULL,
  	"figures_typical_price" varchar NOT NULL,
  	"figures_typical_duration" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"city" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"icon" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_text" varchar NOT NULL,
  	"hero_image_id" uuid,
  	"call_to_action_title" varchar NOT NULL,
  	"call_to_action_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  DROP INDEX "articles_published_idx";
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "price_low" DROP NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "price_high" DROP NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "duration_low" DROP NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "duration_high" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "price_low" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "price_high" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "duration_low" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "duration_high" DROP NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "low" DROP NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "average" DROP NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "high" DROP NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "excerpt" DROP NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "author" DROP NOT NULL;
  ALTER TABLE "city_pages_considerations" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "city_pages_considerations" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "state" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "city" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "city_name" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "zip_code" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "service_id" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "cost_low" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "cost_average" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "cost_high" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "duration_low" DROP NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "duration_high" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "excerpt" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "author" DROP NOT NULL;
  ALTER TABLE "services" ADD COLUMN "image_id" uuid;
  ALTER TABLE "services" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "services" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "services" ADD COLUMN "meta_image_id" uuid;
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  ALTER TABLE "contractors" ADD COLUMN "logo_id" uuid;
  ALTER TABLE "cost_guides" ADD COLUMN "hero_image_id" uuid;
  ALTER TABLE "cost_guides" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "cost_guides" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "cost_guides" ADD COLUMN "meta_image_id" uuid;
  ALTER TABLE "cost_guides" ADD COLUMN "_status" "enum_cost_guides_status" DEFAULT 'draft';
  ALTER TABLE "city_pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "city_pages" ADD COLUMN "meta_image_id" uuid;
  ALTER TABLE "city_pages" ADD COLUMN "_status" "enum_city_pages_status" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "hero_image_id" uuid;
  ALTER TABLE "articles" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_image_id" uuid;
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" uuid;
  ALTER TABLE "_services_v_version_pricing_tiers" ADD CONSTRAINT "_services_v_version_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_texts" ADD CONSTRAINT "_services_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_rels" ADD CONSTRAINT "_services_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cost_guides_v_version_cost_tiers" ADD CONSTRAINT "_cost_guides_v_version_cost_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cost_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cost_guides_v" ADD CONSTRAINT "_cost_guides_v_parent_id_cost_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cost_guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cost_guides_v" ADD CONSTRAINT "_cost_guides_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cost_guides_v" ADD CONSTRAINT "_cost_guides_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_city_pages_v_version_considerations" ADD CONSTRAINT "_city_pages_v_version_considerations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_city_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_city_pages_v" ADD CONSTRAINT "_city_pages_v_parent_id_city_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."city_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_city_pages_v" ADD CONSTRAINT "_city_pages_v_version_service_id_services_id_fk" FOREIGN KEY ("version_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_city_pages_v" ADD CONSTRAINT "_city_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_city_pages_v_rels" ADD CONSTRAINT "_city_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_city_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_city_pages_v_rels" ADD CONSTRAINT "_city_pages_v_rels_city_pages_fk" FOREIGN KEY ("city_pages_id") REFERENCES "public"."city_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_texts" ADD CONSTRAINT "_articles_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_social_image_id_media_id_fk" FOREIGN KEY ("default_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_testimonials" ADD CONSTRAINT "home_page_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_reasons" ADD CONSTRAINT "home_page_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_services_v_version_pricing_tiers_order_idx" ON "_services_v_version_pricing_tiers" USING btree ("_order");
  CREATE INDEX "_services_v_version_pricing_tiers_parent_id_idx" ON "_services_v_version_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_image_idx" ON "_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_sort_order_idx" ON "_services_v" USING btree ("version_sort_order");
  CREATE INDEX "_services_v_version_version_meta_image_idx" ON "_services_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_services_v_texts_order_parent" ON "_services_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_services_v_rels_order_idx" ON "_services_v_rels" USING btree ("order");
  CREATE INDEX "_services_v_rels_parent_idx" ON "_services_v_rels" USING btree ("parent_id");
  CREATE INDEX "_services_v_rels_path_idx" ON "_services_v_rels" USING btree ("path");
  CREATE INDEX "_services_v_rels_services_id_idx" ON "_services_v_rels" USING btree ("services_id");
  CREATE INDEX "_cost_guides_v_version_cost_tiers_order_idx" ON "_cost_guides_v_version_cost_tiers" USING btree ("_order");
  CREATE INDEX "_cost_guides_v_version_cost_tiers_parent_id_idx" ON "_cost_guides_v_version_cost_tiers" USING btree ("_parent_id");
  CREATE INDEX "_cost_guides_v_parent_idx" ON "_cost_guides_v" USING btree ("parent_id");
  CREATE INDEX "_cost_guides_v_version_version_slug_idx" ON "_cost_guides_v" USING btree ("version_slug");
  CREATE INDEX "_cost_guides_v_version_version_hero_image_idx" ON "_cost_guides_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_cost_guides_v_version_version_meta_image_idx" ON "_cost_guides_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_cost_guides_v_version_version_updated_at_idx" ON "_cost_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_cost_guides_v_version_version_created_at_idx" ON "_cost_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_cost_guides_v_version_version__status_idx" ON "_cost_guides_v" USING btree ("version__status");
  CREATE INDEX "_cost_guides_v_created_at_idx" ON "_cost_guides_v" USING btree ("created_at");
  CREATE INDEX "_cost_guides_v_updated_at_idx" ON "_cost_guides_v" USING btree ("updated_at");
  CREATE INDEX "_cost_guides_v_latest_idx" ON "_cost_guides_v" USING btree ("latest");
  CREATE INDEX "_cost_guides_v_autosave_idx" ON "_cost_guides_v" USING btree ("autosave");
  CREATE INDEX "_city_pages_v_version_considerations_order_idx" ON "_city_pages_v_version_considerations" USING btree ("_order");
  CREATE INDEX "_city_pages_v_version_considerations_parent_id_idx" ON "_city_pages_v_version_considerations" USING btree ("_parent_id");
  CREATE INDEX "_city_pages_v_parent_idx" ON "_city_pages_v" USING btree ("parent_id");
  CREATE INDEX "_city_pages_v_version_version_state_idx" ON "_city_pages_v" USING btree ("version_state");
  CREATE INDEX "_city_pages_v_version_version_city_idx" ON "_city_pages_v" USING btree ("version_city");
  CREATE INDEX "_city_pages_v_version_version_service_idx" ON "_city_pages_v" USING btree ("version_service_id");
  CREATE INDEX "_city_pages_v_version_version_meta_image_idx" ON "_city_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_city_pages_v_version_version_updated_at_idx" ON "_city_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_city_pages_v_version_version_created_at_idx" ON "_city_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_city_pages_v_version_version__status_idx" ON "_city_pages_v" USING btree ("version__status");
  CREATE INDEX "_city_pages_v_created_at_idx" ON "_city_pages_v" USING btree ("created_at");
  CREATE INDEX "_city_pages_v_updated_at_idx" ON "_city_pages_v" USING btree ("updated_at");
  CREATE INDEX "_city_pages_v_latest_idx" ON "_city_pages_v" USING btree ("latest");
  CREATE INDEX "_city_pages_v_autosave_idx" ON "_city_pages_v" USING btree ("autosave");
  CREATE INDEX "version_state_version_city_version_service_idx" ON "_city_pages_v" USING btree ("version_state","version_city","version_service_id");
  CREATE INDEX "_city_pages_v_rels_order_idx" ON "_city_pages_v_rels" USING btree ("order");
  CREATE INDEX "_city_pages_v_rels_parent_idx" ON "_city_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_city_pages_v_rels_path_idx" ON "_city_pages_v_rels" USING btree ("path");
  CREATE INDEX "_city_pages_v_rels_city_pages_id_idx" ON "_city_pages_v_rels" USING btree ("city_pages_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_hero_image_idx" ON "_articles_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_articles_v_version_version_meta_image_idx" ON "_articles_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "_articles_v_texts_order_parent" ON "_articles_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_default_social_image_idx" ON "site_settings" USING btree ("default_social_image_id");
  CREATE INDEX "home_page_testimonials_order_idx" ON "home_page_testimonials" USING btree ("_order");
  CREATE INDEX "home_page_testimonials_parent_id_idx" ON "home_page_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_page_reasons_order_idx" ON "home_page_reasons" USING btree ("_order");
  CREATE INDEX "home_page_reasons_parent_id_idx" ON "home_page_reasons" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_hero_image_idx" ON "home_page" USING btree ("hero_image_id");
  ALTER TABLE "services" ADD CONSTRAINT "services_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contractors" ADD CONSTRAINT "contractors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cost_guides" ADD CONSTRAINT "cost_guides_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cost_guides" ADD CONSTRAINT "cost_guides_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "city_pages" ADD CONSTRAINT "city_pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_image_idx" ON "services" USING btree ("image_id");
  CREATE INDEX "services_meta_image_idx" ON "services" USING btree ("meta_image_id");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "contractors_logo_idx" ON "contractors" USING btree ("logo_id");
  CREATE INDEX "cost_guides_hero_image_idx" ON "cost_guides" USING btree ("hero_image_id");
  CREATE INDEX "cost_guides_meta_image_idx" ON "cost_guides" USING btree ("meta_image_id");
  CREATE INDEX "cost_guides__status_idx" ON "cost_guides" USING btree ("_status");
  CREATE INDEX "city_pages_meta_image_idx" ON "city_pages" USING btree ("meta_image_id");
  CREATE INDEX "city_pages__status_idx" ON "city_pages" USING btree ("_status");
  CREATE INDEX "articles_hero_image_idx" ON "articles" USING btree ("hero_image_id");
  CREATE INDEX "articles_meta_image_idx" ON "articles" USING btree ("meta_image_id");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  -- Written by hand: what the documents already were carries over. Every existing service, cost guide and city page
  -- was live, so it is published; an article is published if it was. A city page's SEO title keeps its text.
  -- (Image URLs typed as text have no file to import: the pages show the icon until an editor picks an image.)
  UPDATE "services" SET "_status" = 'published';
  UPDATE "cost_guides" SET "_status" = 'published';
  UPDATE "city_pages" SET "_status" = 'published', "meta_title" = "title";
  UPDATE "articles" SET "_status" = CASE WHEN "published" THEN 'published'::"enum_articles_status" ELSE 'draft' END;
  ALTER TABLE "services" DROP COLUMN "image";
  ALTER TABLE "contractors" DROP COLUMN "logo_url";
  ALTER TABLE "city_pages" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "published";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_services_v_version_pricing_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cost_guides_v_version_cost_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cost_guides_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_city_pages_v_version_considerations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_city_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_city_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_services_v_version_pricing_tiers" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_services_v_texts" CASCADE;
  DROP TABLE "_services_v_rels" CASCADE;
  DROP TABLE "_cost_guides_v_version_cost_tiers" CASCADE;
  DROP TABLE "_cost_guides_v" CASCADE;
  DROP TABLE "_city_pages_v_version_considerations" CASCADE;
  DROP TABLE "_city_pages_v" CASCADE;
  DROP TABLE "_city_pages_v_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_texts" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_page_testimonials" CASCADE;
  DROP TABLE "home_page_reasons" CASCADE;
  DROP TABLE "home_page" CASCADE;
  ALTER TABLE "services" DROP CONSTRAINT IF EXISTS "services_image_id_media_id_fk";
  
  ALTER TABLE "services" DROP CONSTRAINT IF EXISTS "services_meta_image_id_media_id_fk";
  
  ALTER TABLE "contractors" DROP CONSTRAINT IF EXISTS "contractors_logo_id_media_id_fk";
  
  ALTER TABLE "cost_guides" DROP CONSTRAINT IF EXISTS "cost_guides_hero_image_id_media_id_fk";
  
  ALTER TABLE "cost_guides" DROP CONSTRAINT IF EXISTS "cost_guides_meta_image_id_media_id_fk";
  
  ALTER TABLE "city_pages" DROP CONSTRAINT IF EXISTS "city_pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT IF EXISTS "articles_hero_image_id_media_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT IF EXISTS "articles_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "services_image_idx";
  DROP INDEX "services_meta_image_idx";
  DROP INDEX "services__status_idx";
  DROP INDEX "contractors_logo_idx";
  DROP INDEX "cost_guides_hero_image_idx";
  DROP INDEX "cost_guides_meta_image_idx";
  DROP INDEX "cost_guides__status_idx";
  DROP INDEX "city_pages_meta_image_idx";
  DROP INDEX "city_pages__status_idx";
  DROP INDEX "articles_hero_image_idx";
  DROP INDEX "articles_meta_image_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "price_low" SET NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "price_high" SET NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "duration_low" SET NOT NULL;
  ALTER TABLE "services_pricing_tiers" ALTER COLUMN "duration_high" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "price_low" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "price_high" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "duration_low" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "duration_high" SET NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "low" SET NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "average" SET NOT NULL;
  ALTER TABLE "cost_guides_cost_tiers" ALTER COLUMN "high" SET NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "excerpt" SET NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "cost_guides" ALTER COLUMN "author" SET NOT NULL;
  ALTER TABLE "city_pages_considerations" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "city_pages_considerations" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "state" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "city_name" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "zip_code" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "service_id" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "cost_low" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "cost_average" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "cost_high" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "duration_low" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "duration_high" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "excerpt" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "author" SET NOT NULL;
  ALTER TABLE "services" ADD COLUMN "image" varchar;
  ALTER TABLE "contractors" ADD COLUMN "logo_url" varchar;
  ALTER TABLE "city_pages" ADD COLUMN "title" varchar;
  ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT false;
  -- Written by hand: the way back keeps titles and what was published.
  UPDATE "city_pages" SET "title" = COALESCE("meta_title", "city_name");
  ALTER TABLE "city_pages" ALTER COLUMN "title" SET NOT NULL;
  UPDATE "articles" SET "published" = ("_status" = 'published');
  CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published");
  ALTER TABLE "services" DROP COLUMN "image_id";
  ALTER TABLE "services" DROP COLUMN "meta_title";
  ALTER TABLE "services" DROP COLUMN "meta_description";
  ALTER TABLE "services" DROP COLUMN "meta_image_id";
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "contractors" DROP COLUMN "logo_id";
  ALTER TABLE "cost_guides" DROP COLUMN "hero_image_id";
  ALTER TABLE "cost_guides" DROP COLUMN "meta_title";
  ALTER TABLE "cost_guides" DROP COLUMN "meta_description";
  ALTER TABLE "cost_guides" DROP COLUMN "meta_image_id";
  ALTER TABLE "cost_guides" DROP COLUMN "_status";
  ALTER TABLE "city_pages" DROP COLUMN "meta_title";
  ALTER TABLE "city_pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "city_pages" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "hero_image_id";
  ALTER TABLE "articles" DROP COLUMN "meta_title";
  ALTER TABLE "articles" DROP COLUMN "meta_description";
  ALTER TABLE "articles" DROP COLUMN "meta_image_id";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_category";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum_cost_guides_status";
  DROP TYPE "public"."enum__cost_guides_v_version_status";
  DROP TYPE "public"."enum_city_pages_status";
  DROP TYPE "public"."enum__city_pages_v_version_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_site_settings_social_links_platform";`)
}
