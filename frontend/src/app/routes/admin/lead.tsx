/** Loaded on demand (route `lazy`), like the dashboard's tabs. */
export { LeadPage as Component } from '@/features/admin/components/lead-view'
