/** Turns a contract's list of values into Payload select options. */
export const toOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
