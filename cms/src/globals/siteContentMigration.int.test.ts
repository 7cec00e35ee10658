import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../test/payload'
import { up } from '../migrations/20261124_060000_site_content'
import { homePage, siteSettings } from '../migrations/data/20261124_060000_site_content'
import { defaultHomePage, defaultSiteSettings } from './defaultContent'

let payload: Payload

const migrateUp = async () => up({ db: payload.db.drizzle, payload, req: await createLocalReq({}, payload) })

beforeAll(async () => {
  payload = await testPayload()
})

describe('the site content migration', () => {
  it('gives a site that had no settings or home page copy the default copy, so its pages are never empty', async () => {
    // A database as it was before the globals existed: neither has a row.
    await payload.db.drizzle.execute(sql`DELETE FROM "site_settings"; DELETE FROM "home_page";`)
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).companyName).toBeUndefined()

    await migrateUp()

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings).toMatchObject(siteSettings)
    expect(settings.companyName).toBe('Find Trusted Pros')
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(home).toMatchObject(homePage)
    expect(home.reasons?.map((reason) => reason.iconSvg?.startsWith('<svg'))).toEqual([true, true, true])
  })

  it('leaves settings and copy an editor has saved as they are, and adds no second set of rows', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: '(555) 010-2020' } })
    await payload.updateGlobal({
      slug: 'home-page',
      data: { testimonials: [{ quote: 'Only this one.', name: 'Ann B.', city: 'Reno, NV' }] },
    })

    await migrateUp()

    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).phone).toBe('(555) 010-2020')
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(home.testimonials?.map((testimonial) => testimonial.name)).toEqual(['Ann B.'])
    const rows = await payload.db.drizzle.execute<{ count: string }>(
      sql`SELECT (SELECT count(*) FROM "site_settings") + (SELECT count(*) FROM "home_page") AS count`,
    )
    expect(Number(rows.rows[0]?.count)).toBe(2)
    // Back to the default copy, for the files that run after this one.
    await payload.updateGlobal({ slug: 'site-settings', data: defaultSiteSettings })
    await payload.updateGlobal({ slug: 'home-page', data: defaultHomePage })
  })
})
