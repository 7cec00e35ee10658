import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cost_guides" ADD COLUMN "service_id" uuid;
  ALTER TABLE "_cost_guides_v" ADD COLUMN "version_service_id" uuid;
  ALTER TABLE "cost_guides" ADD CONSTRAINT "cost_guides_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cost_guides_v" ADD CONSTRAINT "_cost_guides_v_version_service_id_services_id_fk" FOREIGN KEY ("version_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cost_guides_service_idx" ON "cost_guides" USING btree ("service_id");
  CREATE INDEX "_cost_guides_v_version_version_service_idx" ON "_cost_guides_v" USING btree ("version_service_id");`)
  // The guides SPEC's seed carries price these services (seed/src/data/cost-guides.ts); their latest versions say
  // so too, so the panel shows the link and publishing keeps it. Other guides wait for an editor to pick one.
  await db.execute(sql`
  UPDATE "cost_guides" AS g SET "service_id" = s."id"
    FROM (VALUES ('kitchen-remodeling-cost', 'kitchen-remodeling'), ('bathroom-renovation-cost', 'bathroom-renovation'),
                 ('roof-replacement-cost', 'roofing')) AS seeded (guide, service)
    JOIN "services" AS s ON s."slug" = seeded.service
    WHERE g."service_id" IS NULL AND g."slug" = seeded.guide;
  UPDATE "_cost_guides_v" AS v SET "version_service_id" = g."service_id"
    FROM "cost_guides" AS g WHERE v."parent_id" = g."id" AND v."latest" AND v."version_service_id" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cost_guides" DROP CONSTRAINT IF EXISTS "cost_guides_service_id_services_id_fk";
  
  ALTER TABLE "_cost_guides_v" DROP CONSTRAINT IF EXISTS "_cost_guides_v_version_service_id_services_id_fk";
  
  DROP INDEX "cost_guides_service_idx";
  DROP INDEX "_cost_guides_v_version_version_service_idx";
  ALTER TABLE "cost_guides" DROP COLUMN "service_id";
  ALTER TABLE "_cost_guides_v" DROP COLUMN "version_service_id";`)
}
