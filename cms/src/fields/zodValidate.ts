import type { z } from 'zod'

/** Runs a contract's zod rule as a Payload field validator, so the panel and the API enforce the same rule as the forms. */
export const zodValidate =
  (schema: z.ZodType) =>
  (value: unknown): true | string => {
    const result = schema.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
