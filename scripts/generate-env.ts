/** `npm run generate:env`: writes the README's Environment table and `.env.example` from the configuration schema. */
import { writeFile } from 'node:fs/promises'

import { ENV_EXAMPLE, README, writtenEnvironmentDocs } from './environment-docs'

const { readme, envExample } = await writtenEnvironmentDocs()
await writeFile(README, readme)
await writeFile(ENV_EXAMPLE, envExample)
console.log('[generate:env] README.md and .env.example written from cms/src/runtime/config.ts')
