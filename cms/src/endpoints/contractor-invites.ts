import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { hasRole } from '../access/roles'
import {
  contractorAccountMessages,
  contractorInviteSchema,
  type ContractorInvite,
  type ContractorInviteSent,
} from '../contracts/contractor-account'
import { queueEmails } from '../email/queue/queue-emails'
import { jsonBody, privateJson } from './answers'
import { invalidInput, refusal } from '../server/refusals'

/** The account to invite: a new one, the same person's again (a new link), or a refusal naming the field. */
const accountFor = async (
  req: PayloadRequest,
  invite: ContractorInvite,
): Promise<{ userId: string; reinvited: boolean } | Response> => {
  const { payload } = req
  const contractor = await payload.findByID({
    collection: 'contractors',
    id: invite.contractor,
    depth: 0,
    select: { isActive: true },
    disableErrors: true,
    req,
  })
  if (!contractor?.isActive)
    return refusal(400, contractorAccountMessages.contractorUnavailable, 'contractor')
  const email = invite.email.toLowerCase()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  const existing = docs[0]
  if (existing) {
    if (existing.role !== 'contractor') return refusal(400, contractorAccountMessages.emailTaken, 'email')
    const company = typeof existing.contractor === 'string' ? existing.contractor : existing.contractor?.id
    if (company !== invite.contractor)
      return refusal(400, contractorAccountMessages.emailOfAnotherCompany, 'email')
    // Invited again: a new link (the job makes a new token, so the last link stops working: the email says so).
    await payload.update({
      collection: 'users',
      id: existing.id,
      data: { name: invite.name, invitedAt: new Date().toISOString() },
      depth: 0,
      req,
    })
    return { userId: existing.id, reinvited: true }
  }
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      name: invite.name,
      role: 'contractor',
      contractor: invite.contractor,
      invitedAt: new Date().toISOString(),
      // Unusable until the contractor sets their own from the invitation's link.
      password: randomBytes(32).toString('base64url'),
    },
    depth: 0,
    req,
  })
  return { userId: user.id, reinvited: false }
}

/**
 * POST /api/contractor-invites: staff invite someone to answer one contractor's referrals at /pro. The account (or
 * the same person's, invited again) and its invitation email's job are stored in one transaction.
 */
export const contractorInvitesEndpoint: Endpoint = {
  path: '/contractor-invites',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refusal(401, 'Sign in to invite a contractor.')
    if (!hasRole(req.user, 'staff', 'admin')) return refusal(403, 'Only staff can invite contractors.')
    const parsed = contractorInviteSchema.safeParse(await jsonBody(req))
    if (!parsed.success) return invalidInput(parsed.error)
    const shouldCommit = await initTransaction(req)
    try {
      const account = await accountFor(req, parsed.data)
      if (account instanceof Response) {
        if (shouldCommit) await killTransaction(req)
        return account
      }
      await queueEmails(req, [{ type: 'invite', userId: account.userId }])
      if (shouldCommit) await commitTransaction(req)
      return privateJson(
        {
          email: parsed.data.email.toLowerCase(),
          reinvited: account.reinvited,
        } satisfies ContractorInviteSent,
        201,
      )
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  },
}
