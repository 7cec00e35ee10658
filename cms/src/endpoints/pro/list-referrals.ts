import type { Endpoint } from 'payload'
import { z } from 'zod'

import { PRO_REFERRALS_PER_PAGE, type ProReferralPage } from '../../contracts/pro-referrals'
import { privateJson } from '../answers'
import { companyOrRefusal } from './contractor-only'
import { proReferralsOf } from './referral-view'

const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

/** GET /api/pro/referrals?page=: the signed-in contractor's referrals, newest first, a page at a time. */
export const listProReferralsEndpoint: Endpoint = {
  path: '/pro/referrals',
  method: 'get',
  handler: async (req) => {
    const company = companyOrRefusal(req)
    if (company instanceof Response) return company
    const { payload } = req
    const contractor = await payload.findByID({
      collection: 'contractors',
      id: company,
      select: { name: true },
      depth: 0,
      req,
    })
    // The collection's own rule picks the contractor's referrals; the where says the same, for the reader.
    const found = await payload.find({
      collection: 'referrals',
      where: { contractor: { equals: company } },
      sort: ['-createdAt', '-id'],
      page: pageParam.parse(req.searchParams.get('page') ?? undefined),
      limit: PRO_REFERRALS_PER_PAGE,
      depth: 0,
      overrideAccess: false,
      req,
    })
    return privateJson({
      company: { id: contractor.id, name: contractor.name },
      referrals: await proReferralsOf(req, found.docs),
      page: found.page ?? 1,
      totalPages: found.totalPages,
      totalDocs: found.totalDocs,
    } satisfies ProReferralPage)
  },
}
