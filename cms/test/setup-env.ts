import { inject } from 'vitest'

import { TEST_SECRET } from './secret'

// payload.config reads these when first imported, so they are set before any test file loads it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = TEST_SECRET
process.env.NODE_ENV = 'test'
