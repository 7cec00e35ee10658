/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { ReviewsTab as Component } from '@/features/admin/components/reviews-tab'
