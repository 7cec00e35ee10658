import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

type Reference = { collection: CollectionSlug; field: string; label: string }

/**
 * Refuses to delete a document that required relationships still point to (the database would refuse too, with a
 * bare constraint error): the editor gets a 409 saying what to move or delete first.
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
        throw new APIError(
          `This ${noun} cannot be deleted while ${totalDocs} ${label} refer to it. Reassign or delete them first.`,
          409,
          undefined,
          true,
        )
      }
    }
  }
