/** Loaded on demand (route `lazy`): the dashboard's code stays out of the public pages' bundle. */
export { ArticlesTab as Component } from '@/features/admin/components/articles-tab'
