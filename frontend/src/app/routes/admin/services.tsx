/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { ServicesTab as Component } from '@/features/admin/components/services-tab'
