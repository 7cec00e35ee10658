import { SLUG_PATTERN, ZIP_CODE_PATTERN } from '@contracts/limits'

import { mergeLeadData, readLeadData, type LeadData } from './lead-data'
import { writeSelectedContractors } from './wizard-session'

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The saved lead data, after taking in what the link that opened the wizard knew (paths.quotes.startWith): a
 * location page's "Get quotes" names the service, a ZIP code of the city and the contractor, so the visitor starts
 * with them chosen. Values that could not be real are ignored; the server checks the rest on submit. Writing the
 * same values again changes nothing, so this may run more than once for one link.
 */
export const takeQuoteIntent = (params: URLSearchParams): Partial<LeadData> => {
  const service = params.get('service') ?? ''
  const zip = params.get('zip') ?? ''
  const contractor = params.get('contractor') ?? ''
  if (SLUG_PATTERN.test(service)) {
    mergeLeadData({ serviceSlug: service, ...(ZIP_CODE_PATTERN.test(zip) ? { zipCode: zip } : {}) })
    if (ID_PATTERN.test(contractor)) writeSelectedContractors([contractor])
  }
  return readLeadData()
}
