import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { CredentialFiles } from './collections/Credentials/credential-files'
import { InsurancePolicies } from './collections/Credentials/insurance-policies'
import { Licences } from './collections/Credentials/licences'
import { Contractors } from './collections/Contractors'
import { CostGuides } from './collections/CostGuides'
import { Leads } from './collections/Leads'
import { LocationPages } from './collections/LocationPages'
import { Media } from './collections/Media'
import { Referrals } from './collections/Referrals'
import { Reviews } from './collections/Reviews'
import { Services } from './collections/Services'
import { Users } from './collections/Users'
import { HomePage } from './globals/HomePage'
import { SiteSettings } from './globals/SiteSettings'
import { withOwnRules } from './access/internal-collections'
import { withoutAbsentVersions } from './endpoints/absent-versions'
import { MAX_READ_DEPTH, withReadBounds } from './hooks/refuseUnboundedReads'
import { fileTooLargeMessage, MEDIA_MAX_BYTES } from './contracts/media'
import { SITE_PATHS } from './contracts/site-paths'
import { smtpAdapter } from './email/smtp-adapter'
import { adminLeadEndpoints } from './endpoints/admin-lead'
import { analyticsEndpoint } from './endpoints/analytics'
import { claimsEndpoint } from './endpoints/claims'
import { contractorAccountsEndpoint } from './endpoints/contractor-accounts'
import { contractorInvitesEndpoint } from './endpoints/contractor-invites'
import { leadsExportEndpoint, leadsSpreadsheetExportEndpoint } from './endpoints/leads-export'
import { leadRematchEndpoint } from './endpoints/lead-rematch'
import { leadsPerDayEndpoint } from './endpoints/leads-per-day'
import { metricsEndpoint } from './endpoints/metrics'
import { changeProReferralEndpoint } from './endpoints/pro/change-referral'
import { listProReferralsEndpoint } from './endpoints/pro/list-referrals'
import { listProReviewsEndpoint, replyToReviewEndpoint } from './endpoints/pro/reviews'
import { requestPageEndpoints } from './endpoints/request-page'
import { responseFiguresEndpoint } from './endpoints/response-figures'
import { signInFormEndpoint } from './endpoints/sign-in-form'
import { databaseErrorStatus } from './hooks/databaseErrorStatus'
import { keepFieldErrors } from './hooks/keepFieldErrors'
import { payloadLogger } from './server/client-errors'
import { cmsDir } from './runtime/paths'
import { loadEnvironment } from './runtime/environment'
import { publicOrigins } from './runtime/public-url'
import { poolSettings } from './database/pool-settings'

// From the project root rather than import.meta.url: in the server build this module is part of dist/server.js.
const dirname = path.join(cmsDir, 'src')

// Settled by the entry point, or here when this module is loaded first (Next's build, Payload's CLI).
const { config, databaseUrl, secret } = loadEnvironment()

/** The public origin(s): cookies, CSRF checks and absolute URLs are built from these. */
const origins = publicOrigins(config)

/** Payload's own routes and collections, changed where ours differ (each module says why). */
const withOurRules = (pending: Promise<SanitizedConfig>) =>
  withReadBounds(withoutAbsentVersions(withOwnRules(pending)))

export default withOurRules(
  buildConfig({
    serverURL: origins[0],
    csrf: origins,
    cors: origins,
    secret,
    routes: { admin: SITE_PATHS.cms, api: SITE_PATHS.api },
    // Relationships cycle (related services, nearby cities): no read, the server's own included, goes deeper.
    maxDepth: MAX_READ_DEPTH,
    admin: {
      user: Users.slug,
      avatar: 'default',
      meta: { titleSuffix: ' · Find Trusted Pros CMS' },
      importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js') },
    },
    // In the panel's order: content first (its groups follow their first collection), accounts last.
    collections: [
      Services,
      CostGuides,
      Articles,
      LocationPages,
      Media,
      Contractors,
      Reviews,
      Licences,
      InsurancePolicies,
      CredentialFiles,
      Leads,
      Referrals,
      Users,
    ],
    globals: [SiteSettings, HomePage],
    endpoints: [
      analyticsEndpoint,
      claimsEndpoint,
      leadsPerDayEndpoint,
      leadsExportEndpoint,
      leadsSpreadsheetExportEndpoint,
      // After the exports: their paths would match the lead page's /admin/leads/:id.
      ...adminLeadEndpoints,
      responseFiguresEndpoint,
      contractorInvitesEndpoint,
      contractorAccountsEndpoint,
      signInFormEndpoint,
      metricsEndpoint,
      listProReferralsEndpoint,
      changeProReferralEndpoint,
      listProReviewsEndpoint,
      replyToReviewEndpoint,
      ...requestPageEndpoints,
      leadRematchEndpoint,
    ],
    // keepFieldErrors: see why in its file; without it the panel never showed a field's own message.
    hooks: { afterError: [databaseErrorStatus, keepFieldErrors] },
    // A failed or throttled sign-in is an everyday event, not a server error: one line, no stack, no email address.
    // So is a refused upload or read. (Payload types the names of its own errors only; TooManySignIns, UnfitFile and
    // UnboundedRead are ours.)
    loggingLevels: {
      AuthenticationError: 'info',
      TooManySignIns: 'info',
      UnfitFile: 'info',
      UnboundedRead: 'info',
    } as Config['loggingLevels'],
    // Other refusals too: an error that is the request's fault is logged at info, whatever its class.
    logger: payloadLogger,
    email: smtpAdapter({
      url: config.SMTP_URL,
      fromAddress: config.EMAIL_FROM,
      fromName: 'Find Trusted Pros',
    }),
    // Resizes uploaded images into the media library's sizes.
    sharp,
    // A REST upload over the limit is cut off there, its size unknown (the server's body limit, which knows it from
    // the Content-Length, answers most before they reach Payload: server/body-limit.ts).
    upload: { limits: { fileSize: MEDIA_MAX_BYTES }, responseOnLimit: fileTooLargeMessage() },
    editor: lexicalEditor(),
    graphQL: { disable: true },
    telemetry: false,
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
    db: postgresAdapter({
      idType: 'uuid',
      // The pool's size and its wait for a connection are settings: the connection budget in README.md.
      pool: { connectionString: databaseUrl, ...poolSettings(config) },
      // Schema changes ship as committed migrations, applied at start by the server.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      // `npm run generate:db-schema` writes the tables as Drizzle sees them, for the queries in database/queries/.
      generateSchemaOutputFile: path.resolve(dirname, 'database/schema.ts'),
    }),
  }),
)
