import type { CollectionConfig } from 'payload'

import { previewUrl, type PageCollection } from './page-paths'

/**
 * The panel's way to the public page of a document: the Preview button (the draft, for the team) and a "View on
 * site" link (the live page), beside the document's controls.
 */
export const pageAdmin = (collection: PageCollection) =>
  ({
    preview: previewUrl(collection),
    components: {
      edit: {
        beforeDocumentControls: [{ path: '/preview/ViewOnSite#ViewOnSite', serverProps: { collection } }],
      },
    },
  }) satisfies CollectionConfig['admin']
