import type { CollectionConfig, TextFieldSingleValidation, Where } from 'payload'
import { text } from 'payload/shared'

import { publicPageAccess } from '../access/publishedOrTeam'
import { locationPageEndpoint } from '../endpoints/public-pages/location-page'
import { stateOfSlug } from '../contracts/us-states'
import { locationPageCity } from '../fields/location-page'
import { costFields, typicalDurationRow } from '../fields/range'
import { seoFields } from '../fields/seo'
import { slugField } from '../fields/slug'
import { publicPageHooks } from '../hooks/invalidatePublicPages'
import { areaOfZip } from '../matching/zip-area'
import type { LocationPage } from '../payload-types'
import { pageAdmin } from '../preview/page-admin'
import { ADMIN_GROUPS } from './admin-groups'
import { draftVersions } from './drafts'

/** The page's ZIP code must be a known one in the page's state: it places the city for distances and matching. */
const zipInState: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  const area = typeof value === 'string' ? areaOfZip(value) : null
  if (!area) return 'Enter a known 5-digit US ZIP code in this city'
  const state = stateOfSlug(String((options.siblingData as Record<string, unknown>)['state'] ?? ''))
  return state && area.state !== state
    ? `This ZIP code is in ${area.city}, ${area.state}, not in this state`
    : true
}

const stateSlugOnly: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return typeof value === 'string' && stateOfSlug(value)
    ? true
    : 'Write the state as in the URL, e.g. florida or new-york'
}

/** A local SEO page, /locations/{state}/{city}/{service}. */
export const LocationPages: CollectionConfig = {
  // The slug names the REST API and the table, which clients and data depend on; the code says location page.
  slug: 'city-pages',
  typescript: { interface: 'LocationPage' },
  // The dashboard's name for them too (/admin's Location Pages tab).
  labels: { singular: 'Location Page', plural: 'Location Pages' },
  admin: {
    group: ADMIN_GROUPS.content,
    description: 'Local SEO pages at /locations/{state}/{city}/{service}: one per city and service.',
    useAsTitle: 'metaTitle',
    defaultColumns: ['metaTitle', 'cityName', 'state', 'service', 'costLow', 'costHigh'],
    listSearchableFields: ['metaTitle', 'cityName', 'city', 'state', 'service.name'],
    ...pageAdmin('city-pages'),
  },
  defaultSort: 'state',
  access: publicPageAccess,
  hooks: publicPageHooks,
  versions: draftVersions,
  endpoints: [locationPageEndpoint],
  fields: [
    slugField({
      name: 'state',
      unique: false,
      example: 'new-york',
      // Chosen by name from the list; stored as the URL writes it, e.g. florida.
      admin: { components: { Field: '/fields/StateSelect#StateSelect' } },
      validate: stateSlugOnly,
    }),
    slugField({
      name: 'city',
      from: 'cityName',
      unique: false,
      example: 'fort-lauderdale',
      admin: {
        description: 'City as in the URL, e.g. fort-lauderdale; made from the city name when left empty',
      },
      validate: locationPageCity,
    }),
    {
      name: 'cityName',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'The city as the page writes it, e.g. Fort Lauderdale' },
    },
    {
      name: 'zipCode',
      type: 'text',
      required: true,
      admin: {
        description:
          'A ZIP code in the city: places it for nearby cities and local contractors, and starts quotes there',
      },
      validate: zipInState,
    },
    // A page's service, read with it; the service's own relationships stay ids.
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      required: true,
      index: true,
      maxDepth: 1,
    },
    costFields({ low: 'costLow', average: 'costAverage', high: 'costHigh' }),
    typicalDurationRow(),
    {
      name: 'considerations',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Local consideration', plural: 'Local considerations' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 100 },
        { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
      ],
    },
    {
      name: 'nearbyCities',
      type: 'relationship',
      relationTo: 'city-pages',
      hasMany: true,
      maxRows: 3,
      // Nearby pages pin each other: read as documents one level down at most, never as a cycle.
      maxDepth: 1,
      // Pinned cities come first; the page fills the rest with the nearest pages of the same service and state.
      filterOptions: ({ id, siblingData }) => {
        const service = (siblingData as Partial<LocationPage>).service
        const serviceId = typeof service === 'object' ? service?.id : service
        const conditions: Where[] = []
        if (id) conditions.push({ id: { not_equals: id } })
        if (serviceId) conditions.push({ service: { equals: serviceId } })
        return { and: conditions }
      },
      admin: { description: 'Pin up to 3 nearby cities; otherwise the nearest in the state are shown' },
    },
    seoFields({ titleRequired: true }),
    // The page's service slug and SEO title under the names API clients know them by; read-only, never stored.
    { name: 'serviceSlug', type: 'text', virtual: 'service.slug', admin: { hidden: true } },
    { name: 'title', type: 'text', virtual: 'metaTitle', admin: { hidden: true } },
  ],
  indexes: [{ fields: ['state', 'city', 'service'], unique: true }],
}
