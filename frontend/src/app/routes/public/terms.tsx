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

const TermsPage = () => (
  <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Terms of Service</h1>
      <p className="mt-4 text-sm text-slate-600">Last updated: January 2025</p>
    </header>

    <p className={paragraph}>
      These terms govern your use of the {site.name} website and services. By using the site you agree to
      them. If you do not agree, please do not use the site.
    </p>

    <h2 className={sectionHeading}>Eligibility</h2>
    <p className={paragraph}>
      You must be at least 18 years old to use our services or submit a quote request. By using the site you
      confirm that you are at least 18 and able to enter into a binding agreement.
    </p>

    <h2 className={sectionHeading}>Our Service</h2>
    <p className={paragraph}>
      {site.name} is a referral platform that connects homeowners with independent local contractors. We are
      not a contractor and do not perform any home improvement work. Our service is free to homeowners: you
      pay only the contractor you choose to hire, under terms you agree directly with them.
    </p>

    <h2 className={sectionHeading}>Contractors</h2>
    <p className={paragraph}>
      Contractors in our network are pre-screened for licensing, insurance, reviews and customer satisfaction.
      They remain independent businesses, and we do not guarantee their work, prices, timelines or conduct.
      Before hiring, you are responsible for confirming that a contractor is suitable for your project.
    </p>

    <h2 className={sectionHeading}>Your Responsibilities</h2>
    <ul className={list}>
      <li>Provide accurate, current and complete information in your requests.</li>
      <li>Submit requests only for genuine projects at properties you own or are authorized to manage.</li>
      <li>
        Do not misuse the site, interfere with its operation or attempt to access it by unauthorized means.
      </li>
    </ul>

    <h2 className={sectionHeading}>Communications</h2>
    <p className={paragraph}>
      When you submit a quote request and give your consent, you agree that we and the contractors you select
      (up to three per request) may contact you by email or phone about your project.
    </p>

    <h2 className={sectionHeading}>Disclaimers</h2>
    <p className={paragraph}>
      The site, including cost guides and price ranges, is provided &ldquo;as is&rdquo; for general
      information. Actual costs depend on your project and the contractor&rsquo;s quote.
    </p>

    <h2 className={sectionHeading}>Limitation of Liability</h2>
    <p className={paragraph}>
      To the fullest extent permitted by law, {site.name} is not liable for any indirect, incidental or
      consequential damages arising from your use of the site or from any work performed by a contractor.
    </p>

    <h2 className={sectionHeading}>Changes to These Terms</h2>
    <p className={paragraph}>
      We may update these terms from time to time. When we do, we will change the &ldquo;Last updated&rdquo;
      date above. Our{' '}
      <Link to={paths.privacy} className={link}>
        Privacy Policy
      </Link>{' '}
      explains how we handle your information.
    </p>

    <h2 className={sectionHeading}>Contact Us</h2>
    <p className={paragraph}>
      Questions about these terms? Email{' '}
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
      title: `Terms of Service | ${site.name}`,
      description: `The terms that govern your use of ${site.name}. Users must be at least 18 years old.`,
      path: paths.terms,
    }),
  } satisfies HeadHandle,
  Component: TermsPage,
})
