/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { LeadsTab as Component } from '@/features/admin/components/leads-tab'
