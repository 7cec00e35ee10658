import type { Payload } from 'payload'

import { livePathOf, type PageCollection } from './page-paths'

type Props = {
  /** The document's id (none while a new one is being made), from the edit view. */
  id?: number | string
  payload: Payload
  /** Which collection's edit view this is: given in the collection's config (serverProps). */
  collection: PageCollection
}

const style = { alignSelf: 'center', marginInlineEnd: 'var(--base)', whiteSpace: 'nowrap' } as const

/**
 * "View on site" in the edit view of a document that is a public page: a link to the page as it is live (the
 * Preview button shows the draft), or a note that it is not on the site until it is published.
 */
export const ViewOnSite = async ({ id, payload, collection }: Props) => {
  if (id === undefined) return null
  const path = await livePathOf(payload, collection, String(id))
  if (!path)
    return (
      <span style={{ ...style, color: 'var(--theme-elevation-500)' }}>Not on the site until published</span>
    )
  return (
    <a href={path} target="_blank" rel="noopener noreferrer" style={style}>
      View on site
    </a>
  )
}
