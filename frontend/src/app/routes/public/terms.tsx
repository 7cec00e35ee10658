import { LegalPage, LegalSection, legalClass } from '@/components/layout/legal-page'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'

import { legalRoute } from './legal-route'

const TermsPage = () => {
  const { companyName } = useSiteSettings()
  return (
    <LegalPage title="Terms of Service" updated="January 2025" questions="Questions about these terms? Email">
      <p className={legalClass.paragraph}>
        These terms govern your use of the {companyName} website and services. By using the site you agree to
        them. If you do not agree, please do not use the site.
      </p>

      <LegalSection title="Eligibility">
        <p className={legalClass.paragraph}>
          You must be at least 18 years old to use our services or submit a quote request. By using the site
          you confirm that you are at least 18 and able to enter into a binding agreement.
        </p>
      </LegalSection>

      <LegalSection title="Our Service">
        <p className={legalClass.paragraph}>
          {companyName} is a referral platform that connects homeowners with independent local contractors. We
          are not a contractor and do not perform any home improvement work. Our service is free to
          homeowners: you pay only the contractor you choose to hire, under terms you agree directly with
          them.
        </p>
      </LegalSection>

      <LegalSection title="Contractors">
        <p className={legalClass.paragraph}>
          Contractors in our network are pre-screened for licensing, insurance, reviews and customer
          satisfaction. They remain independent businesses, and we do not guarantee their work, prices,
          timelines or conduct. Before hiring, you are responsible for confirming that a contractor is
          suitable for your project.
        </p>
      </LegalSection>

      <LegalSection title="Your Responsibilities">
        <ul className={legalClass.list}>
          <li>Provide accurate, current and complete information in your requests.</li>
          <li>
            Submit requests only for genuine projects at properties you own or are authorized to manage.
          </li>
          <li>
            Do not misuse the site, interfere with its operation or attempt to access it by unauthorized
            means.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Communications">
        <p className={legalClass.paragraph}>
          When you submit a quote request and give your consent, you agree that we and the contractors you
          select (up to three per request) may contact you by email or phone about your project.
        </p>
      </LegalSection>

      <LegalSection title="Disclaimers">
        <p className={legalClass.paragraph}>
          The site, including cost guides and price ranges, is provided &ldquo;as is&rdquo; for general
          information. Actual costs depend on your project and the contractor&rsquo;s quote.
        </p>
      </LegalSection>

      <LegalSection title="Limitation of Liability">
        <p className={legalClass.paragraph}>
          To the fullest extent permitted by law, {companyName} is not liable for any indirect, incidental or
          consequential damages arising from your use of the site or from any work performed by a contractor.
        </p>
      </LegalSection>

      <LegalSection title="Changes to These Terms">
        <p className={legalClass.paragraph}>
          We may update these terms from time to time. When we do, we will change the &ldquo;Last
          updated&rdquo; date above. Our{' '}
          <Link to={paths.privacy} className={legalClass.link}>
            Privacy Policy
          </Link>{' '}
          explains how we handle your information.
        </p>
      </LegalSection>
    </LegalPage>
  )
}

export const route = legalRoute({
  title: 'Terms of Service',
  description: (companyName) =>
    `The terms that govern your use of ${companyName}. Users must be at least 18 years old.`,
  path: paths.terms,
  Component: TermsPage,
})
