import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { CREDENTIAL_FILE_MIME_TYPES } from '../../contracts/credentials'
import { loadConfiguration } from '../../runtime/config'
import { dataDir } from '../../runtime/paths'
import { ADMIN_GROUPS } from '../admin-groups'
import { credentialAccess } from './shared'

/**
 * Where the evidence lives: a folder of its own (never under MEDIA_DIR, whose files anyone may read), which every
 * copy of the server must see, as it sees MEDIA_DIR.
 */
const { CREDENTIAL_FILES_DIR } = loadConfiguration()
export const credentialFilesDir = CREDENTIAL_FILES_DIR
  ? path.resolve(CREDENTIAL_FILES_DIR)
  : path.join(dataDir, 'credential-files')

/**
 * Evidence behind the credentials (licences, certificates of insurance): a library of its own, because the media
 * library is public. Files live outside every static route and are served only by Payload's file route, which asks
 * this collection's read access (staff).
 */
export const CredentialFiles: CollectionConfig = {
  slug: 'credential-files',
  labels: { singular: 'Credential file', plural: 'Credential files' },
  admin: {
    group: ADMIN_GROUPS.marketplace,
    description: 'Private evidence for licences and insurance: only staff open these.',
    useAsTitle: 'filename',
  },
  access: credentialAccess,
  upload: {
    staticDir: credentialFilesDir,
    mimeTypes: [...CREDENTIAL_FILE_MIME_TYPES],
  },
  fields: [{ name: 'note', type: 'text', maxLength: 200 }],
}
