import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import zipcodes from 'zipcodes'

import { STATE_OF_SLUG } from './data/20261124_002742_city_pages_content'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "services_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price_low" numeric NOT NULL,
  	"price_high" numeric NOT NULL,
  	"open_ended" boolean DEFAULT false,
  	"duration_low" numeric NOT NULL,
  	"duration_high" numeric NOT NULL
  );
  
  CREATE TABLE "services_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "services_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" uuid
  );
  
  CREATE TABLE "cost_guides_cost_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"low" numeric NOT NULL,
  	"average" numeric NOT NULL,
  	"high" numeric NOT NULL,
  	"open_ended" boolean DEFAULT false
  );
  
  CREATE TABLE "city_pages_considerations" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "city_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"city_pages_id" uuid
  );
  
  ALTER TABLE "services" ADD COLUMN "overview" jsonb;
  ALTER TABLE "cost_guides" ADD COLUMN "author" varchar DEFAULT 'Expert Team' NOT NULL;
  ALTER TABLE "city_pages" ADD COLUMN "city_name" varchar;
  ALTER TABLE "city_pages" ADD COLUMN "zip_code" varchar;
  ALTER TABLE "city_pages" ADD COLUMN "duration_low" numeric;
  ALTER TABLE "city_pages" ADD COLUMN "duration_high" numeric;
  ALTER TABLE "services_pricing_tiers" ADD CONSTRAINT "services_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_texts" ADD CONSTRAINT "services_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_guides_cost_tiers" ADD CONSTRAINT "cost_guides_cost_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "city_pages_considerations" ADD CONSTRAINT "city_pages_considerations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."city_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "city_pages_rels" ADD CONSTRAINT "city_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."city_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "city_pages_rels" ADD CONSTRAINT "city_pages_rels_city_pages_fk" FOREIGN KEY ("city_pages_id") REFERENCES "public"."city_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_pricing_tiers_order_idx" ON "services_pricing_tiers" USING btree ("_order");
  CREATE INDEX "services_pricing_tiers_parent_id_idx" ON "services_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "services_texts_order_parent" ON "services_texts" USING btree ("order","parent_id");
  CREATE INDEX "services_rels_order_idx" ON "services_rels" USING btree ("order");
  CREATE INDEX "services_rels_parent_idx" ON "services_rels" USING btree ("parent_id");
  CREATE INDEX "services_rels_path_idx" ON "services_rels" USING btree ("path");
  CREATE INDEX "services_rels_services_id_idx" ON "services_rels" USING btree ("services_id");
  CREATE INDEX "cost_guides_cost_tiers_order_idx" ON "cost_guides_cost_tiers" USING btree ("_order");
  CREATE INDEX "cost_guides_cost_tiers_parent_id_idx" ON "cost_guides_cost_tiers" USING btree ("_parent_id");
  CREATE INDEX "city_pages_considerations_order_idx" ON "city_pages_considerations" USING btree ("_order");
  CREATE INDEX "city_pages_considerations_parent_id_idx" ON "city_pages_considerations" USING btree ("_parent_id");
  CREATE INDEX "city_pages_rels_order_idx" ON "city_pages_rels" USING btree ("order");
  CREATE INDEX "city_pages_rels_parent_idx" ON "city_pages_rels" USING btree ("parent_id");
  CREATE INDEX "city_pages_rels_path_idx" ON "city_pages_rels" USING btree ("path");
  CREATE INDEX "city_pages_rels_city_pages_id_idx" ON "city_pages_rels" USING btree ("city_pages_id");`)
  await fillCityPageColumns(db)
  await db.execute(sql`
  ALTER TABLE "city_pages" ALTER COLUMN "city_name" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "zip_code" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "duration_low" SET NOT NULL;
  ALTER TABLE "city_pages" ALTER COLUMN "duration_high" SET NOT NULL;`)
}

/**
 * Location pages made before these columns: the city's name from its slug, the spec's 3-5 weeks, and the first ZIP
 * code the dataset has for the city. A city the dataset does not know stops the migration, naming the page, rather
 * than leaving a page without a place.
 */
const fillCityPageColumns = async (db: MigrateUpArgs['db']): Promise<void> => {
  await db.execute(sql`
  UPDATE "city_pages" SET "city_name" = initcap(replace("city", '-', ' ')), "duration_low" = 21, "duration_high" = 35;`)
  const { rows } = await db.execute(sql`SELECT "id", "state", "city_name" FROM "city_pages"`)
  for (const row of rows as { id: string; state: string; city_name: string }[]) {
    const state = STATE_OF_SLUG.get(row.state)
    const zip = state ? zipcodes.lookupByName(row.city_name, state)[0]?.zip : undefined
    if (!zip) throw new Error(`No ZIP code found for the location page ${row.city_name}, ${row.state} (${row.id})`)
    await db.execute(sql`UPDATE "city_pages" SET "zip_code" = ${zip} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_pricing_tiers" CASCADE;
  DROP TABLE "services_texts" CASCADE;
  DROP TABLE "services_rels" CASCADE;
  DROP TABLE "cost_guides_cost_tiers" CASCADE;
  DROP TABLE "city_pages_considerations" CASCADE;
  DROP TABLE "city_pages_rels" CASCADE;
  ALTER TABLE "services" DROP COLUMN "overview";
  ALTER TABLE "cost_guides" DROP COLUMN "author";
  ALTER TABLE "city_pages" DROP COLUMN "city_name";
  ALTER TABLE "city_pages" DROP COLUMN "zip_code";
  ALTER TABLE "city_pages" DROP COLUMN "duration_low";
  ALTER TABLE "city_pages" DROP COLUMN "duration_high";`)
}
