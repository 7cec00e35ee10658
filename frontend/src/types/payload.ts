/** The CMS's generated types, type-only: the frontend takes nothing else from cms/ but its contracts. */
export type {
  Article,
  LocationPage,
  Contractor,
  CostGuide,
  HomePage,
  Lead,
  Referral,
  Review,
  Service,
  SiteSetting,
  User,
} from '../../../cms/src/payload-types'
