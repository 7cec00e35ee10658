import { LegalPage, LegalSection, legalClass } from '@/components/layout/legal-page'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'

import { legalRoute } from './legal-route'

const PrivacyPage = () => {
  const { companyName } = useSiteSettings()
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 2025"
      questions="If you have questions about this policy or your information, email"
    >
      <p className={legalClass.paragraph}>
        {companyName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains what
        information we collect when you use our website, how we use and share it, and the choices you have.
      </p>

      <LegalSection title="Information We Collect">
        <p className={legalClass.paragraph}>
          When you request quotes or contact us, we collect the information you provide:
        </p>
        <ul className={legalClass.list}>
          <li>Contact details such as your name, email address, phone number and ZIP code.</li>
          <li>Project details such as the service you need, your budget range, timeframe and description.</li>
          <li>Your contact preference and your consent to share your request with contractors.</li>
        </ul>
        <p className={legalClass.paragraph}>
          We also collect limited technical information automatically, such as your browser type, pages
          visited and the date and time of your visit, to keep the site secure and working well.
        </p>
      </LegalSection>

      <LegalSection title="How We Use Your Information">
        <ul className={legalClass.list}>
          <li>To match your project with suitable local contractors and pass on your request.</li>
          <li>To send you confirmations and updates about your request.</li>
          <li>To respond to your questions and provide customer support.</li>
          <li>To improve our website and services, and to prevent fraud and abuse.</li>
        </ul>
      </LegalSection>

      <LegalSection title="How We Share Your Information">
        <p className={legalClass.paragraph}>
          We share your contact and project details only with the contractors you select (up to three per
          request) so they can prepare your quotes. We may also share information with service providers who
          help us operate the site, under obligations of confidentiality, or when required by law. We do not
          sell your personal information.
        </p>
      </LegalSection>

      <LegalSection title="Cookies">
        <p className={legalClass.paragraph}>
          We use essential cookies and similar browser storage to remember your progress through a quote
          request and to keep the site working. You can clear them at any time in your browser settings.
        </p>
      </LegalSection>

      <LegalSection title="Data Security and Retention">
        <p className={legalClass.paragraph}>
          We use reasonable administrative, technical and physical safeguards to protect your information. We
          keep it only as long as needed for the purposes described in this policy or as required by law.
        </p>
      </LegalSection>

      <LegalSection title="Your Choices and Rights">
        <p className={legalClass.paragraph}>
          You may ask us to access, correct or delete the personal information we hold about you, or to stop
          contacting you. Depending on where you live, you may have additional rights under local law. We will
          respond to verified requests within the time the law requires.
        </p>
      </LegalSection>

      <LegalSection title="Children’s Privacy">
        <p className={legalClass.paragraph}>
          Our services are intended for adults aged 18 and over. We do not knowingly collect information from
          children.
        </p>
      </LegalSection>

      <LegalSection title="Changes to This Policy">
        <p className={legalClass.paragraph}>
          We may update this policy from time to time. When we do, we will change the &ldquo;Last
          updated&rdquo; date above. Please also review our{' '}
          <Link to={paths.terms} className={legalClass.link}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  )
}

export const route = legalRoute({
  title: 'Privacy Policy',
  description: (companyName) => `How ${companyName} collects, uses and protects your personal information.`,
  path: paths.privacy,
  Component: PrivacyPage,
})
