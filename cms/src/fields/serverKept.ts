import type { Field } from 'payload'

/**
 * A field only server code writes (through the Local API with overrideAccess): no one sets it through REST or the
 * panel, whatever their role. Payload applies field access before the collection's hooks, so a hook may still set it.
 */
export const serverKept = <F extends Field>(field: F): F => ({
  ...field,
  access: { ...('access' in field ? field.access : {}), create: () => false, update: () => false },
  admin: { ...field.admin, readOnly: true },
})
