import type { Access } from 'payload'

import { isTeamMember } from './isTeam'

type MaybeUser = Parameters<typeof isTeamMember>[0]

/**
 * Who sees unpublished work: every member of the team (admin, staff, editor), never a contractor. Staff cannot edit
 * content, but they read it in the panel and the dashboard, drafts included; the same people may preview a draft on
 * its page.
 */
export const canReadDrafts = (user: MaybeUser): boolean => isTeamMember(user)

/** The versions (draft history) of a collection with drafts: the team's, never the public's. */
export const readsDrafts: Access = ({ req: { user } }) => canReadDrafts(user)
