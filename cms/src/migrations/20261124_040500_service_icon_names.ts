import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Service icons are now lucide's own names, checked against its icon set: the three seeded names that were not
 * (or named another drawing) become lucide's. Data only; an editor's own choice of another name is left alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "services" SET "icon" = CASE "icon" WHEN 'home' THEN 'house' WHEN 'building' THEN 'building-2' ELSE 'brick-wall' END
   WHERE "icon" IN ('home', 'building', 'square');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "services" SET "icon" = CASE "icon" WHEN 'house' THEN 'home' WHEN 'building-2' THEN 'building' ELSE 'square' END
   WHERE "icon" IN ('house', 'building-2', 'brick-wall');`)
}
