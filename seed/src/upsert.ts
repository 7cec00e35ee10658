import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/**
 * Create the document, or bring an existing one (found by its natural key) back to the seed's content.
 * Running the seed again therefore changes nothing, and `npm run seed` restores edited seed content.
 */
export const upsert = async <TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
): Promise<string> => {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  const existing = docs[0]
  if (existing) {
    // Payload types update data as a deep partial, which a generic full document does not narrow to.
    await payload.update({ collection, id: existing.id, data: data as never, depth: 0 })
    return String(existing.id)
  }
  const created = await payload.create({ collection, data, depth: 0 })
  return String(created.id)
}
