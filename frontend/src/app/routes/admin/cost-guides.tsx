/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { CostGuidesTab as Component } from '@/features/admin/components/cost-guides-tab'
