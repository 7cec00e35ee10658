import type { HireEvidence } from '../contracts/reviews'
import type { EmailBlock, EmailContent } from './email-content'
import type { ReferralEmailContext } from './referral-emails'

/** The homeowner's invitation to review a contractor they hired, and its one reminder a week later. */
export const REVIEW_EMAIL_KINDS = ['invitation', 'reminder'] as const
export type ReviewEmailKind = (typeof REVIEW_EMAIL_KINDS)[number]

/** What a review email needs besides the referral's: how the hire is known, the form and the policy. */
export type ReviewEmailContext = ReferralEmailContext & {
  hireEvidence: HireEvidence
  /** The request page at this contractor's review form, and the review policy: absolute URLs. */
  reviewFormUrl: string
  reviewPolicyUrl: string
}

/**
 * Both emails ask for an honest account, never a good one, and offer nothing for it: the same words whatever the
 * homeowner thinks of the job. They say how the review is shown and link the policy it is checked against, and
 * end by saying why the homeowner receives them, as every email about a request does without selling anything.
 */
const closing = ({ contractor, reviewPolicyUrl }: ReviewEmailContext): EmailBlock[] => [
  {
    kind: 'paragraph',
    text: 'Reviews are checked against our review policy, whatever their rating, and show your first name, the initial of your last name and your city.',
  },
  { kind: 'link', label: 'Read our review policy', url: reviewPolicyUrl },
  {
    kind: 'paragraph',
    text: `You receive this email because ${contractor.name} was hired through your request on Find Trusted Pros. We send one reminder at most.`,
  },
]

const hireSentence = ({ hireEvidence, contractor, service }: ReviewEmailContext): string =>
  hireEvidence === 'homeowner-hired'
    ? `You hired ${contractor.name} for your ${service.name} project.`
    : `${contractor.name} reports being hired for your ${service.name} project.`

const invitation = (context: ReviewEmailContext): EmailContent => ({
  subject: `How did the job with ${context.contractor.name} go?`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `${hireSentence(context)} If you would like to, you can tell other homeowners how the job went by reviewing ${context.contractor.name} on your request page.`,
    },
    { kind: 'link', label: `Review ${context.contractor.name}`, url: context.reviewFormUrl },
    ...closing(context),
  ],
})

const reminder = (context: ReviewEmailContext): EmailContent => ({
  subject: `A reminder: how did the job with ${context.contractor.name} go?`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `A week ago we invited you to review ${context.contractor.name} for your ${context.service.name} project. If you would like to, you can still do it on your request page.`,
    },
    { kind: 'link', label: `Review ${context.contractor.name}`, url: context.reviewFormUrl },
    ...closing(context),
  ],
})

export const REVIEW_EMAILS: Record<ReviewEmailKind, (context: ReviewEmailContext) => EmailContent> = {
  invitation,
  reminder,
}
