/** The CMS's generated types, type-only: the frontend takes nothing else from cms/ but its contracts. */
export type {
  Article,
  CityPage,
  Contractor,
  CostGuide,
  HomePage,
  Lead,
  Referral,
  Service,
  User,
} from '../../../cms/src/payload-types'
