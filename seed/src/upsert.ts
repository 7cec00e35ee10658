import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/**
 * Create the document, or bring an existing one (found by its natural key) back to the seed's content.
 * Running the seed again therefore changes nothing, and `npm run seed` restores edited seed content. The fields
 * named in `keep` are written only when the document is created: they are the server's to keep afterwards (a
 * contractor's verified review count, which its reviews make).
 */
export const upsert = async <TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
  { keep = [] }: { keep?: (keyof RequiredDataFromCollectionSlug<TSlug>)[] } = {},
): Promise<string> => {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  const existing = docs[0]
  if (existing) {
    const restored = Object.fromEntries(
      Object.entries(data).filter(([key]) => !keep.some((kept) => kept === key)),
    )
    // Payload types update data as a deep partial, which a generic full document does not narrow to.
    await payload.update({ collection, id: existing.id, data: restored as never, depth: 0 })
    return String(existing.id)
  }
  const created = await payload.create({ collection, data, depth: 0 })
  return String(created.id)
}
