import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug, type PayloadRequest } from 'payload'

type Reference = { collection: CollectionSlug; field: string; label: string }

/** Whether the user may read the collection: only then does the refusal say how many documents point here. */
const mayRead = async (req: PayloadRequest, collection: CollectionSlug): Promise<boolean> =>
  Boolean(await req.payload.collections[collection].config.access.read({ req }))

/**
 * Refuses to delete a document that required relationships still point to (the database would refuse too, with a
 * bare constraint error): the editor gets a 409 saying what to move or delete first. How many there are is said
 * only to those who may read them: an editor learned the number of leads from it.
 */
export const refuseDeleteWhileReferenced =
  (noun: string, references: Reference[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field, label } of references) {
      const { totalDocs } = await req.payload.count({
        collection,
        where: { [field]: { equals: id } },
        req,
      })
      if (totalDocs > 0) {
        const which = (await mayRead(req, collection)) ? `${totalDocs} ${label}` : label
        throw new APIError(
          `This ${noun} cannot be deleted while ${which} refer to it. Reassign or delete them first.`,
          409,
          undefined,
          true,
        )
      }
    }
  }
