import type { EmailContent } from './email-content'

/** To a homeowner whose request staff deleted at their request: nothing of it is left to name, so it names nothing. */
export const dataDeleted = (): EmailContent => ({
  subject: 'Your data has been deleted',
  greeting: 'Hello,',
  blocks: [
    {
      kind: 'paragraph',
      text: 'As you asked, we deleted your quote request from Find Trusted Pros: your name, email address, phone number, project details and the emails we sent about it.',
    },
    {
      kind: 'paragraph',
      text: 'Your request link no longer opens it, and the contractors you chose no longer see it.',
    },
  ],
})
