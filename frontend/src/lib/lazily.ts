/** A getter for the value `create` makes, made on first use and then kept: for costly things a page may not need. */
export const lazily = <T>(create: () => T): (() => T) => {
  let made: { value: T } | undefined
  return () => (made ??= { value: create() }).value
}
