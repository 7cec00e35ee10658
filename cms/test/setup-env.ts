import { inject } from 'vitest'

import { TEST_SECRET } from './secret'

// payload.config reads these when first imported, so they are set before any test file loads it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET = TEST_SECRET
process.env.NODE_ENV = 'test'
// A local SMTP server the email tests start and stop themselves; nothing listens here otherwise.
process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.TEST_SMTP_PORT ?? 25250}`
// A failed email may be retried at once: the email test sees its retry succeed without waiting out the backoff.
process.env.EMAIL_RETRY_DELAY_SECONDS = '0'
// The tests run the email queue by hand (test/email-queue.ts); no worker races them for the same jobs.
process.env.JOBS = 'off'
