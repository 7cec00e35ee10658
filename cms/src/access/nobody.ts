import type { Access } from 'payload'

/** For writes that only server code makes, through the Local API with overrideAccess. */
export const nobody: Access = () => false
