import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'

import { Articles } from './collections/Articles'
import { CityPages } from './collections/CityPages'
import { Contractors } from './collections/Contractors'
import { CostGuides } from './collections/CostGuides'
import { Leads } from './collections/Leads'
import { Referrals } from './collections/Referrals'
import { Services } from './collections/Services'
import { Users } from './collections/Users'
import { analyticsEndpoint } from './endpoints/analytics'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The public origin(s): cookies, CSRF checks and absolute URLs are built from these. */
const origins = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`)
  .split(',')
  .map((origin) => origin.trim().replace(/\/$/, ''))

export default buildConfig({
  serverURL: origins[0],
  csrf: origins,
  cors: origins,
  secret: process.env.PAYLOAD_SECRET ?? '',
  routes: { admin: '/cms', api: '/api' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · Find Trusted Pros CMS' },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js') },
  },
  collections: [Users, Services, Contractors, Leads, Referrals, CostGuides, CityPages, Articles],
  endpoints: [analyticsEndpoint],
  editor: lexicalEditor(),
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: postgresAdapter({
    idType: 'uuid',
    pool: { connectionString: process.env.DATABASE_URL },
    // Schema changes ship as committed migrations, applied at start by the server.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
})
