import { OTHER_CONTRACTORS_ANCHOR } from '../contracts/request-page'
import type { Lead, Service } from '../payload-types'
import type { EmailContent } from './email-content'

/** What a homeowner email about the whole request needs. */
export type HomeownerEmailContext = {
  lead: Lead
  service: Service
  /** The homeowner's request page: an absolute URL. */
  requestPageUrl: string
  /** How many other matching contractors a rematch would add now (the offers only). */
  othersOnOffer: number
}

export const HOMEOWNER_EMAIL_KINDS = [
  'withdrawn',
  'deletionRequested',
  'allDeclined',
  'noAcceptance',
] as const
export type HomeownerEmailKind = (typeof HOMEOWNER_EMAIL_KINDS)[number]

/** To the homeowner: their own withdrawal went through, and their contractors were told. */
const withdrawn = ({ service, requestPageUrl }: HomeownerEmailContext): EmailContent => ({
  subject: `You withdrew your ${service.name} request`,
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `Your ${service.name} request is withdrawn. We told the contractors you chose, and they no longer see your name, email or phone number.`,
    },
    { kind: 'link', label: 'See your request', url: requestPageUrl },
  ],
})

/** To the homeowner: their request to delete their data reached the team. */
const deletionRequested = ({ service, requestPageUrl }: HomeownerEmailContext): EmailContent => ({
  subject: 'We received your request to delete your data',
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: `We received your request to delete the data of your ${service.name} request. Our team will delete it within 30 days; once it is deleted, your request page will say so.`,
    },
    { kind: 'link', label: 'See your request', url: requestPageUrl },
  ],
})

/**
 * The offer of other matching contractors, after `why`: one click on the page the link opens. When none is left,
 * it says so plainly rather than offering what the page cannot give.
 */
const otherContractors =
  (why: (service: Service) => string) =>
  ({ service, requestPageUrl, othersOnOffer }: HomeownerEmailContext): EmailContent =>
    othersOnOffer > 0
      ? {
          subject: `Other contractors can quote your ${service.name} project`,
          greeting: 'Hello,',
          blocks: [
            { kind: 'paragraph', text: why(service) },
            {
              kind: 'paragraph',
              text: `${othersOnOffer === 1 ? 'Another contractor who matches' : `${othersOnOffer} other contractors who match`} your project can take it. On your request page, one click sends it to ${othersOnOffer === 1 ? 'them' : 'them all'}.`,
            },
            {
              kind: 'link',
              label: 'Find other contractors',
              url: `${requestPageUrl}#${OTHER_CONTRACTORS_ANCHOR}`,
            },
          ],
        }
      : {
          subject: `No contractor is working on your ${service.name} request`,
          greeting: 'Hello,',
          blocks: [
            { kind: 'paragraph', text: why(service) },
            {
              kind: 'paragraph',
              text: 'We have no other matching contractors for your project right now. Our team has been told and will look into it.',
            },
            { kind: 'link', label: 'See your request', url: requestPageUrl },
          ],
        }

export const HOMEOWNER_EMAILS: Record<HomeownerEmailKind, (context: HomeownerEmailContext) => EmailContent> =
  {
    withdrawn,
    deletionRequested,
    allDeclined: otherContractors(
      (service) => `None of the contractors you chose can take your ${service.name} request.`,
    ),
    noAcceptance: otherContractors(
      (service) => `No contractor has accepted your ${service.name} request in the last two days.`,
    ),
  }
