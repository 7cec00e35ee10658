/**
 * Whether one record, already in hand, meets a Payload `where` on its own fields: the same operators, read the way
 * Payload's PostgreSQL adapter reads them (a missing or null field does not exist; `contains` ignores case), so a
 * rule written once as a `where` also answers for one record on the page. Throws on any other operator.
 */
export const matchesWhere = (
  record: Readonly<Record<string, unknown>>,
  where: Readonly<Record<string, unknown>>,
): boolean =>
  Object.entries(where).every(([key, value]) => {
    if (key === 'and' || key === 'or') {
      const conditions = value as readonly Record<string, unknown>[]
      return key === 'and'
        ? conditions.every((condition) => matchesWhere(record, condition))
        : conditions.length === 0 || conditions.some((condition) => matchesWhere(record, condition))
    }
    const field = record[key]
    return Object.entries(value as Record<string, unknown>).every(([operator, operand]) => {
      switch (operator) {
        case 'equals':
          return field === operand
        case 'in':
          return (operand as readonly unknown[]).includes(field)
        case 'not_in':
          return !(operand as readonly unknown[]).includes(field)
        case 'exists':
          return (field !== null && field !== undefined) === operand
        case 'contains':
          return typeof field === 'string' && field.toLowerCase().includes(String(operand).toLowerCase())
        default:
          throw new Error(`${key}: the operator ${operator} cannot be checked here`)
      }
    })
  })
