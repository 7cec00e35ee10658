import type { Endpoint } from 'payload'

import { serviceSlugField, zipCodeField } from '../contracts/quote-request'
import { matchContractors } from '../matching/match-contractors'
import { areaOfZip, UNKNOWN_ZIP_MESSAGE } from '../matching/zip-area'
import { errorResponse, refusal } from '../server/refusals'

/** GET /api/contractors/match?service={slug}&zip={zip}: the select step's list. */
export const contractorMatchEndpoint: Endpoint = {
  path: '/match',
  method: 'get',
  handler: async (req) => {
    const service = serviceSlugField.safeParse(req.searchParams.get('service') ?? '')
    const zip = zipCodeField.safeParse(req.searchParams.get('zip') ?? '')
    const errors = [
      ...(service.success ? [] : [{ field: 'service', message: service.error.issues[0]?.message ?? '' }]),
      ...(zip.success ? [] : [{ field: 'zip', message: zip.error.issues[0]?.message ?? '' }]),
    ]
    if (!service.success || !zip.success) return errorResponse(400, errors)
    // The quote request would refuse it: say so now, not after the homeowner has filled in the details.
    if (!areaOfZip(zip.data)) return refusal(400, UNKNOWN_ZIP_MESSAGE, 'zip')
    const match = await matchContractors(req.payload, { serviceSlug: service.data, zip: zip.data })
    return Response.json(match, { headers: { 'Cache-Control': 'no-store' } })
  },
}
