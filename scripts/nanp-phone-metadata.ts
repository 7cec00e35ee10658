import { writeFile } from 'node:fs/promises'

import type { MetadataJson } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/metadata.min.json'

import { nanpMetadataOf } from '../cms/src/contracts/nanp-phone-metadata'

// Rewrites the North American cut of libphonenumber's metadata after an update of the package.
const target = new URL('../cms/src/contracts/nanp-phone-metadata.json', import.meta.url)
await writeFile(target, `${JSON.stringify(nanpMetadataOf(metadata as MetadataJson), null, 2)}\n`)
