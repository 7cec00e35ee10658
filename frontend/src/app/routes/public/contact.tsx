import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { telHref } from '@/lib/format'
import { type SiteSettings, useSiteSettings } from '@/lib/site-settings'

import { MAX_CONTRACTORS_PER_REQUEST } from '@contracts/limits'

/** The answers quote the site settings' figures. */
const faqs = ({ figures }: SiteSettings) => [
  {
    question: 'Is it really free to get quotes?',
    answer:
      'Yes. Our service is free to homeowners. You pay only the contractor you choose to hire, and you are never obligated to hire anyone.',
  },
  {
    question: 'How are contractors screened?',
    answer:
      'Contractors are pre-screened for licensing, insurance, reviews and customer satisfaction before they join our network.',
  },
  {
    question: 'How many quotes can I get?',
    answer: `You can select up to ${MAX_CONTRACTORS_PER_REQUEST} contractors for each request, so you can compare up to three bids side by side.`,
  },
  {
    question: 'How quickly will I hear from contractors?',
    answer: `Most contractors respond within ${figures.contractorResponse}, and you can expect quotes within ${figures.quotesWithin}.`,
  },
  {
    question: 'Can I change or cancel my request?',
    answer:
      'Of course. Email or call our support team with your name and ZIP code and we will update or withdraw your request.',
  },
]

// The email, phone and office are the site settings' (placeholders until the business has its own).
const ContactDetails = ({ site }: { site: SiteSettings }) => (
  <section aria-labelledby="contact-details" className="mt-12">
    <h2 id="contact-details" className="sr-only">
      Contact Details
    </h2>
    <div className="grid gap-6 md:grid-cols-3">
      <div className="rounded-lg border border-slate-200 p-6">
        <h3 className="text-lg font-semibold text-slate-900">Email</h3>
        <p className="mt-2 text-slate-700">
          <a
            href={`mailto:${site.contactEmail}`}
            className="break-all font-medium text-brand-700 hover:text-brand-900"
          >
            {site.contactEmail}
          </a>
        </p>
        <p className="mt-2 text-sm text-slate-600">We reply within one business day.</p>
      </div>
      <div className="rounded-lg border border-slate-200 p-6">
        <h3 className="text-lg font-semibold text-slate-900">Phone</h3>
        <p className="mt-2 text-slate-700">
          <a href={telHref(site.phone)} className="font-medium text-brand-700 hover:text-brand-900">
            {site.phone}
          </a>
        </p>
        {site.phoneHours ? <p className="mt-2 text-sm text-slate-600">{site.phoneHours}</p> : null}
      </div>
      <div className="rounded-lg border border-slate-200 p-6">
        <h3 className="text-lg font-semibold text-slate-900">Office</h3>
        <address className="mt-2 whitespace-pre-line not-italic leading-7 text-slate-700">
          {`${site.companyName}\n${site.address}`}
        </address>
      </div>
    </div>
  </section>
)

const ContactPage = () => {
  const site = useSiteSettings()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          Questions about a quote request or about joining our contractor network? Our support team is happy
          to help.
        </p>
      </header>

      <ContactDetails site={site} />

      <section aria-labelledby="contact-faq" className="mt-16 max-w-3xl">
        <h2 id="contact-faq" className="text-2xl font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {faqs(site).map((faq) => (
            <details key={faq.question} className="group p-4 sm:p-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 leading-7 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="contact-cta"
        className="mt-16 rounded-lg bg-brand-50 px-6 py-10 text-center sm:px-12"
      >
        <h2 id="contact-cta" className="text-2xl font-bold text-slate-900">
          Ready to Get Started?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          Request free quotes from pre-screened local contractors in minutes.
        </p>
        <GetQuotesLink className="mt-6" />
      </section>
    </div>
  )
}

// No loader of its own: the root route's brings what the page shows (the site settings).
export const route: RouteModule = {
  handle: {
    head: ({ site }) => ({
      title: `Contact Us | ${site.companyName}`,
      description: `Contact the ${site.companyName} support team by email or phone, and find answers to common questions about free quotes.`,
      path: paths.contact,
    }),
  } satisfies HeadHandle,
  Component: ContactPage,
}
