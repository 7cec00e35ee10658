import { access } from 'node:fs/promises'
import path from 'node:path'

import { NotFound, type CollectionConfig } from 'payload'

type Handler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * A file that is not in the media folder is 404 Not Found; Payload answers it with a 500, as if the server had failed
 * (a stale address in a cache or a crawler's list is an everyday event). Runs after Payload's access check; a file
 * that exists is left to Payload to serve.
 */
export const answerMissingFile =
  (staticDir: string): Handler =>
  async (req, { params: { filename } }): Promise<void> => {
    const file = path.resolve(staticDir, filename)
    // An escaping name is Payload's to refuse.
    if (!file.startsWith(path.resolve(staticDir) + path.sep)) return
    await access(file).catch(() => {
      throw new NotFound(req.t)
    })
  }
