import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_SECRET } from '../../test/secret'
import { projectRoot } from './paths'

/**
 * The release step (`npm run release`, run by every server at start) as a deployment runs it: production, on a new
 * database of the test cluster standing in for an external PostgreSQL.
 */

const SCRATCH = `release_${process.pid}`
const RELEASE_MS = 180_000
const owner = { email: 'owner@example.com', password: 'a-strong-owner-password' }

let admin: pg.Client
let scratch: pg.Client
let dir: string

const scratchUrl = (): string => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${SCRATCH}`
  return url.toString()
}

/** Production on the scratch database, without SEED_ADMIN_* unless `env` names them. */
const releaseEnvironment = (env: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const { SEED_ADMIN_EMAIL: _email, SEED_ADMIN_PASSWORD: _password, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'production',
    DATABASE_URL: scratchUrl(),
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: TEST_SECRET,
    // Named, as production requires; the release step sends no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_URL: 'https://pros.example',
    ...env,
  }
}

const release = (env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/release.ts'], {
    cwd: projectRoot,
    timeout: RELEASE_MS,
    env: releaseEnvironment(env),
  })

const accounts = async () =>
  (await scratch.query<{ email: string; role: string }>('SELECT email, role FROM users ORDER BY email')).rows

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pros-release-'))
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${SCRATCH}`)
  scratch = new pg.Client({ connectionString: scratchUrl() })
  await scratch.connect()
})

afterAll(async () => {
  await scratch?.end()
  await admin?.query(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`)
  await admin?.end()
  await rm(dir, { recursive: true, force: true })
})

// In order: each release finds the database the one before left.
describe('the release step on an external database', () => {
  it(
    'refuses to finish without a staff member or SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD, naming both',
    async () => {
      const refused = await release().then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      )
      expect(refused?.code).toBe(1)
      expect(refused?.stderr).toContain('Set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD')
      expect(await accounts()).toEqual([])
    },
    RELEASE_MS,
  )

  it(
    'leaves no door open meanwhile: on the database without accounts, production refuses a stranger registering as admin',
    async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'cms/test/fixtures/register-first-user.ts'],
        { cwd: projectRoot, timeout: RELEASE_MS, env: releaseEnvironment() },
      )
      const answer = stdout.split('\n').find((line) => line.startsWith('answer: '))
      expect(JSON.parse(answer?.slice('answer: '.length) ?? 'null')).toMatchObject({
        status: 403,
        body: { errors: [{ message: expect.stringContaining('SEED_ADMIN_EMAIL') }] },
      })
      expect(await accounts()).toEqual([])
    },
    RELEASE_MS,
  )

  it(
    'with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD set, makes that account an admin and finishes',
    async () => {
      await release({ SEED_ADMIN_EMAIL: owner.email, SEED_ADMIN_PASSWORD: owner.password })
      expect(await accounts()).toEqual([{ email: owner.email, role: 'admin' }])
    },
    RELEASE_MS,
  )

  it(
    'finishes without SEED_ADMIN_* once a staff member exists, and makes no other account',
    async () => {
      await release()
      expect(await accounts()).toEqual([{ email: owner.email, role: 'admin' }])
    },
    RELEASE_MS,
  )

  it(
    'counts only staff and admins: an editor alone does not let it finish',
    async () => {
      await scratch.query("UPDATE users SET role = 'editor'")
      const refused = await release().then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      )
      expect(refused?.code).toBe(1)
      expect(refused?.stderr).toContain('Set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD')
    },
    RELEASE_MS,
  )
})
