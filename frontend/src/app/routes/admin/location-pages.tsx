/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { LocationPagesTab as Component } from '@/features/admin/components/location-pages-tab'
