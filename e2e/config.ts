import { DEVELOPMENT_STAFF } from '../cms/src/runtime/staff-account'

/** Overridable so that two checkouts on one machine can run their suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/** The embedded PostgreSQL of the end-to-end server; other specs borrow its cluster for scratch databases. */
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 54350)
export const E2E_DATA_DIR = '.data/e2e'
/** The end-to-end server's mail server: a catcher that files every message it is sent (e2e/mailbox.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 2425)
export const E2E_MAIL_DIR = `${E2E_DATA_DIR}/mail`
/** The development admin a fresh embedded database is seeded with. */
export const DEV_STAFF = { email: DEVELOPMENT_STAFF.email, password: DEVELOPMENT_STAFF.password }
