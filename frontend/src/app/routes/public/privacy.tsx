import type { QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

const sectionHeading = 'mt-10 text-xl font-semibold text-slate-900'
const paragraph = 'mt-4 leading-7 text-slate-700'
const list = 'mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700'
const link = 'font-medium text-brand-700 underline hover:text-brand-900'

const PrivacyPage = () => (
  <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-4 text-sm text-slate-600">Last updated: January 2025</p>
    </header>

    <p className={paragraph}>
      {site.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains what
      information we collect when you use our website, how we use and share it, and the choices you have.
    </p>

    <h2 className={sectionHeading}>Information We Collect</h2>
    <p className={paragraph}>
      When you request quotes or contact us, we collect the information you provide:
    </p>
    <ul className={list}>
      <li>Contact details such as your name, email address, phone number and ZIP code.</li>
      <li>Project details such as the service you need, your budget range, timeframe and description.</li>
      <li>Your contact preference and your consent to share your request with contractors.</li>
    </ul>
    <p className={paragraph}>
      We also collect limited technical information automatically, such as your browser type, pages visited
      and the date and time of your visit, to keep the site secure and working well.
    </p>

    <h2 className={sectionHeading}>How We Use Your Information</h2>
    <ul className={list}>
      <li>To match your project with suitable local contractors and pass on your request.</li>
      <li>To send you confirmations and updates about your request.</li>
      <li>To respond to your questions and provide customer support.</li>
      <li>To improve our website and services, and to prevent fraud and abuse.</li>
    </ul>

    <h2 className={sectionHeading}>How We Share Your Information</h2>
    <p className={paragraph}>
      We share your contact and project details only with the contractors you select (up to three per request)
      so they can prepare your quotes. We may also share information with service providers who help us
      operate the site, under obligations of confidentiality, or when required by law. We do not sell your
      personal information.
    </p>

    <h2 className={sectionHeading}>Cookies</h2>
    <p className={paragraph}>
      We use essential cookies and similar browser storage to remember your progress through a quote request
      and to keep the site working. You can clear them at any time in your browser settings.
    </p>

    <h2 className={sectionHeading}>Data Security and Retention</h2>
    <p className={paragraph}>
      We use reasonable administrative, technical and physical safeguards to protect your information. We keep
      it only as long as needed for the purposes described in this policy or as required by law.
    </p>

    <h2 className={sectionHeading}>Your Choices and Rights</h2>
    <p className={paragraph}>
      You may ask us to access, correct or delete the personal information we hold about you, or to stop
      contacting you. Depending on where you live, you may have additional rights under local law. We will
      respond to verified requests within the time the law requires.
    </p>

    <h2 className={sectionHeading}>Children&rsquo;s Privacy</h2>
    <p className={paragraph}>
      Our services are intended for adults aged 18 and over. We do not knowingly collect information from
      children.
    </p>

    <h2 className={sectionHeading}>Changes to This Policy</h2>
    <p className={paragraph}>
      We may update this policy from time to time. When we do, we will change the &ldquo;Last updated&rdquo;
      date above. Please also review our{' '}
      <Link to={paths.terms} className={link}>
        Terms of Service
      </Link>
      .
    </p>

    <h2 className={sectionHeading}>Contact Us</h2>
    <p className={paragraph}>
      If you have questions about this policy or your information, email{' '}
      <a href={`mailto:${site.contact.email}`} className={link}>
        {site.contact.email}
      </a>{' '}
      or visit our{' '}
      <Link to={paths.contact} className={link}>
        contact page
      </Link>
      .
    </p>
  </article>
)

// Static page: takes the query client only so the router builds every page the same way.
export const route = (_queryClient: QueryClient): RouteModule => ({
  handle: {
    head: () => ({
      title: `Privacy Policy | ${site.name}`,
      description: `How ${site.name} collects, uses and protects your personal information.`,
      path: paths.privacy,
    }),
  } satisfies HeadHandle,
  Component: PrivacyPage,
})
