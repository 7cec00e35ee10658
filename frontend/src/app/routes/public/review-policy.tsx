import { LegalPage, LegalSection, legalClass } from '@/components/layout/legal-page'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'

import { MODERATION_REASONS } from '@contracts/moderation-reasons'

import { legalRoute } from './legal-route'

const ReviewPolicyPage = () => {
  const { companyName } = useSiteSettings()
  return (
    <LegalPage
      title="Review Policy"
      updated="November 2026"
      questions="If you have questions about a review or about this policy, email"
    >
      <p className={legalClass.paragraph}>
        Reviews on {companyName} come only from homeowners who hired the contractor through us. This policy
        says who can write one, how we moderate them and what contractors can do.
      </p>

      <LegalSection title="Who Can Write a Review">
        <p className={legalClass.paragraph}>
          Only a homeowner whose hire is on record can review a contractor: the contractor marked the job as
          won, or the homeowner confirmed on their request page that they hired them. One review per job. We
          show the writer&rsquo;s first name and initial and their city, never their contact details.
        </p>
      </LegalSection>

      <LegalSection title="How We Moderate Reviews">
        <p className={legalClass.paragraph}>
          Every review is published unless it breaks one of these rules, and only these:
        </p>
        <ul className={legalClass.list}>
          {MODERATION_REASONS.map(({ value, label }) => (
            <li key={value}>{label}.</li>
          ))}
        </ul>
        <p className={legalClass.paragraph}>
          We apply the same rules to every review, whatever its rating: a negative review is published like a
          positive one, and we never remove a review because a contractor disagrees with it. Each decision is
          recorded with its reason and who made it. A contractor&rsquo;s rating is the average of its
          published reviews.
        </p>
      </LegalSection>

      <LegalSection title="Contractor Replies">
        <p className={legalClass.paragraph}>
          A contractor may publish one reply to each review of theirs. The reply is shown with the review and
          cannot be changed once published.
        </p>
      </LegalSection>

      <LegalSection title="Invitations to Review">
        <p className={legalClass.paragraph}>
          We invite a homeowner to review once a job is won, and remind them once. Our invitations never ask
          for a positive review, and no one is offered a reward, discount or anything else for writing a
          review or for what it says.
        </p>
      </LegalSection>
    </LegalPage>
  )
}

export const route = legalRoute({
  title: 'Review Policy',
  description: (companyName) =>
    `Who can review a contractor on ${companyName}, how reviews are moderated and how contractors reply.`,
  path: paths.reviewPolicy,
  Component: ReviewPolicyPage,
})
