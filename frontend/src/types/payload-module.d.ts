/**
 * payload-types.ts augments the 'payload' module; the frontend uses only its document types and never loads
 * Payload itself, so an empty declaration stands in for the package here.
 */
declare module 'payload'
