import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings'

/** The looks a legal page's own text takes, so both pages read alike. */
export const legalClass = {
  paragraph: 'mt-4 leading-7 text-slate-700',
  list: 'mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700',
  link: 'font-medium text-brand-700 underline hover:text-brand-900',
} as const

/** One titled section of a legal page. */
export const LegalSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <h2 className="mt-10 text-xl font-semibold text-slate-900">{title}</h2>
    {children}
  </>
)

type LegalPageProps = {
  title: string
  updated: string
  /** How the closing "Contact Us" section opens, up to the email address. */
  questions: string
  children: ReactNode
}

/** The privacy policy and the terms: a title and its date, the sections, then how to ask about them. */
export const LegalPage = ({ title, updated, questions, children }: LegalPageProps) => {
  const { contactEmail } = useSiteSettings()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-sm text-slate-600">Last updated: {updated}</p>
      </header>
      {children}
      <LegalSection title="Contact Us">
        <p className={legalClass.paragraph}>
          {questions}{' '}
          <a href={`mailto:${contactEmail}`} className={legalClass.link}>
            {contactEmail}
          </a>{' '}
          or visit our{' '}
          <Link to={paths.contact} className={legalClass.link}>
            contact page
          </Link>
          .
        </p>
      </LegalSection>
    </article>
  )
}
