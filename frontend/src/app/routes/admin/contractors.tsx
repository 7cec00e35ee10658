/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { ContractorsTab as Component } from '@/features/admin/components/contractors-tab'
