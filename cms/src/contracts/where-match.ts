/**
 * Payload's `contains` as PostgreSQL runs it: ILIKE '%value%', where the value's own % and _ are wildcards too (any
 * run of characters, any one character) and a backslash takes the next character as it is.
 */
const containsPattern = (value: string): RegExp => {
  const like = `%${value}%`
  let pattern = ''
  for (let index = 0; index < like.length; index += 1) {
    const char = like[index] ?? ''
    if (char === '%') pattern += '[\\s\\S]*'
    else if (char === '_') pattern += '[\\s\\S]'
    else {
      const literal = char === '\\' ? (like[(index += 1)] ?? '') : char
      pattern += literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    }
  }
  return new RegExp(`^${pattern}$`, 'iu')
}

/**
 * Whether one record, already in hand, meets a Payload `where` on its own fields: the same operators, read the way
 * Payload's PostgreSQL adapter reads them (a missing or null field does not exist; `contains` is an ILIKE), so a
 * rule written once as a `where` also answers for one record on the page. Throws on any other operator.
 */
export const matchesWhere = (record: object, where: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(where).every(([key, value]) => {
    if (key === 'and' || key === 'or') {
      const conditions = value as readonly Record<string, unknown>[]
      return key === 'and'
        ? conditions.every((condition) => matchesWhere(record, condition))
        : conditions.length === 0 || conditions.some((condition) => matchesWhere(record, condition))
    }
    // Read by the name the `where` gives: a generated document type has no index signature to read it with.
    const field: unknown = (record as Readonly<Record<string, unknown>>)[key]
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
          return typeof field === 'string' && containsPattern(String(operand)).test(field)
        default:
          throw new Error(`${key}: the operator ${operator} cannot be checked here`)
      }
    })
  })
