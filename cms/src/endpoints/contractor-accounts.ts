import {
  contractorAccountsQuerySchema,
  INVITE_LINK_HOURS,
  type ContractorAccount,
  type ContractorAccountState,
} from '../contracts/contractor-account'
import type { User } from '../payload-types'
import { invalidInput } from '../server/refusals'
import { staffEndpoint, staffJson } from './staff-only'

/**
 * The state rule: a sign-in (or a password set from a link) makes an account active, whatever came after. Until
 * then it is invited while a link works or its latest invitation is younger than an invitation's link lasts (the
 * link is made when the email goes out, moments after the invitation), and its invitation expired after that.
 */
export const accountStateOf = (
  user: Pick<User, 'lastSignInAt' | 'invitedAt' | 'resetPasswordExpiration'>,
  now: number = Date.now(),
): ContractorAccountState => {
  if (user.lastSignInAt) return 'active'
  const linkWorks = Boolean(user.resetPasswordExpiration && Date.parse(user.resetPasswordExpiration) > now)
  const invitationLasts = Boolean(
    user.invitedAt && Date.parse(user.invitedAt) + INVITE_LINK_HOURS * 60 * 60 * 1000 > now,
  )
  if (linkWorks || invitationLasts) return 'invited'
  return user.invitedAt ? 'invitationExpired' : 'neverSignedIn'
}

/**
 * GET /api/admin/contractor-accounts?contractors=<id>,<id>: the accounts of those companies, with whether each was
 * invited, is active and when it last signed in. Staff only: the account's own reads do not carry these.
 */
export const contractorAccountsEndpoint = staffEndpoint({
  path: '/admin/contractor-accounts',
  what: 'contractor accounts',
  handler: async (req) => {
    const parsed = contractorAccountsQuerySchema.safeParse({
      contractors: req.searchParams.get('contractors') ?? '',
    })
    if (!parsed.success) return invalidInput(parsed.error)
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { and: [{ role: { equals: 'contractor' } }, { contractor: { in: parsed.data.contractors } }] },
      depth: 0,
      limit: 500,
      sort: 'email',
      showHiddenFields: true,
      req,
    })
    const accounts = docs.map((user): ContractorAccount => ({
      id: user.id,
      contractor: typeof user.contractor === 'string' ? user.contractor : (user.contractor?.id ?? ''),
      name: user.name ?? null,
      email: user.email,
      state: accountStateOf(user),
      invitedAt: user.invitedAt ?? null,
      lastSignInAt: user.lastSignInAt ?? null,
    }))
    return staffJson({ accounts })
  },
})
