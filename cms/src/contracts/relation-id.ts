/** A relationship as Payload answers it: an id at depth 0, the document deeper. */
export const relationId = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : value.id
