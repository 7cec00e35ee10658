export const SERVICE_CATEGORIES = [
  'Remodeling',
  'Exterior',
  'Home Systems',
  'Interior Finishes',
  'Outdoor & Pest',
] as const
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]
