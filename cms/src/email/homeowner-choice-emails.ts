import type { EmailContent } from './email-content'
import type { ReferralEmailContext } from './referral-emails'

/** The emails the homeowner's choice makes, to the contractor not chosen and to the homeowner asked to confirm. */
export const HOMEOWNER_CHOICE_EMAIL_KINDS = ['notChosen', 'confirmHire'] as const
export type HomeownerChoiceEmailKind = (typeof HOMEOWNER_CHOICE_EMAIL_KINDS)[number]

/**
 * To the contractor: the homeowner hired someone else, or said this contractor is not for them. Kind and short,
 * and like every contractor email without the homeowner's contact details.
 */
const notChosen = ({
  referral,
  lead,
  service,
  contractor,
  portalUrl,
}: ReferralEmailContext): EmailContent => ({
  subject: `Not chosen this time: ${service.name} in ${lead.zipCode}`,
  greeting: `Hello ${contractor.name},`,
  blocks: [
    {
      kind: 'paragraph',
      text:
        referral.homeownerChoice === 'not-for-me'
          ? `The homeowner of the ${service.name} request (ZIP ${lead.zipCode}) has decided to go another way for this project.`
          : `The homeowner of the ${service.name} request (ZIP ${lead.zipCode}) has hired another contractor for this project.`,
    },
    {
      kind: 'paragraph',
      text: 'Thank you for answering them. There is nothing more to do: your portal keeps the request, marked not chosen.',
    },
    { kind: 'link', label: 'Open your portal', url: portalUrl },
  ],
})

/** To the homeowner: a contractor says they were hired; only the homeowner's own word makes it so. */
const confirmHire = ({ service, contractor, requestPageUrl }: ReferralEmailContext): EmailContent => ({
  subject: `${contractor.name} reports being hired: please confirm`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `${contractor.name} reports that you hired them for your ${service.name} project. Please confirm it on your request page, or tell us it is not right.`,
    },
    { kind: 'link', label: 'Confirm or correct it on your request page', url: requestPageUrl },
  ],
})

export const HOMEOWNER_CHOICE_EMAILS: Record<
  HomeownerChoiceEmailKind,
  (context: ReferralEmailContext) => EmailContent
> = { notChosen, confirmHire }
