import { randomBytes, randomUUID } from 'node:crypto'

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { homePage, siteSettings } from './data/20261124_060000_site_content'

/** An array row's id as Payload makes them (an ObjectId's 24 hex digits). */
const rowId = (): string => randomBytes(12).toString('hex')

/**
 * The site settings and the home page as the site showed them before they were content, on a database that has
 * neither yet: a site that was running before these globals existed keeps its name, contact details, figures and
 * home page copy instead of showing empty pages. Data only, in SQL rather than through Payload, so that it writes
 * the columns of this point in the schema's history whatever the config says later, and the copy of that day
 * (data/), whatever the defaults say later. A global an editor has already saved is left as it is.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const settings = siteSettings
  const { figures } = settings
  await db.execute(sql`
   INSERT INTO "site_settings" ("company_name", "contact_email", "phone", "phone_hours", "address", "footer_text",
     "figures_projects_completed", "figures_average_rating", "figures_customer_satisfaction",
     "figures_average_saving", "figures_contractor_response", "figures_quotes_within", "figures_typical_price",
     "figures_typical_duration", "updated_at", "created_at")
   SELECT ${settings.companyName}, ${settings.contactEmail}, ${settings.phone}, ${settings.phoneHours},
     ${settings.address}, ${settings.footerText}, ${figures.projectsCompleted}, ${figures.averageRating},
     ${figures.customerSatisfaction}, ${figures.averageSaving}, ${figures.contractorResponse},
     ${figures.quotesWithin}, ${figures.typicalPrice}, ${figures.typicalDuration}, now(), now()
   WHERE NOT EXISTS (SELECT 1 FROM "site_settings");`)

  const home = homePage
  const id = randomUUID()
  const inserted = await db.execute(sql`
   INSERT INTO "home_page" ("id", "hero_title", "hero_text", "call_to_action_title", "call_to_action_text",
     "updated_at", "created_at")
   SELECT ${id}::uuid, ${home.hero.title}, ${home.hero.text}, ${home.callToAction.title}, ${home.callToAction.text},
     now(), now()
   WHERE NOT EXISTS (SELECT 1 FROM "home_page")
   RETURNING "id";`)
  if (inserted.rows.length === 0) return
  for (const [index, testimonial] of home.testimonials.entries()) {
    await db.execute(sql`
     INSERT INTO "home_page_testimonials" ("_order", "_parent_id", "id", "quote", "name", "city")
     VALUES (${index + 1}, ${id}::uuid, ${rowId()}, ${testimonial.quote}, ${testimonial.name}, ${testimonial.city});`)
  }
  for (const [index, reason] of home.reasons.entries()) {
    await db.execute(sql`
     INSERT INTO "home_page_reasons" ("_order", "_parent_id", "id", "title", "text", "icon")
     VALUES (${index + 1}, ${id}::uuid, ${rowId()}, ${reason.title}, ${reason.text}, ${reason.icon});`)
  }
}

/** Nothing to undo: from here on the rows are the site's content, and the schema's own down drops the tables. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
