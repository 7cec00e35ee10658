export type StaffAccount = { email: string; password: string; name: string }

/** The development login exists only on the embedded database; elsewhere the first staff member comes from the environment. */
export const DEVELOPMENT_STAFF: StaffAccount = {
  email: 'admin@example.com',
  password: 'admin-password',
  name: 'Development Admin',
}

export const staffAccount = (embedded: boolean): StaffAccount | undefined => {
  const { SEED_ADMIN_EMAIL: email, SEED_ADMIN_PASSWORD: password } = process.env
  if (email && password) return { email, password, name: 'Administrator' }
  return embedded ? DEVELOPMENT_STAFF : undefined
}
