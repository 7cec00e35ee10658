import type { CollectionConfig } from 'payload'

/**
 * Versions with drafts and autosave, for the collections the public pages show: an editor's changes stay a draft
 * (previewable on the page) until published; the public reads only published documents (access/publishedOrTeam.ts).
 */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 2000 } },
  maxPerDoc: 50,
}
