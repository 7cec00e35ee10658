import { ContractorAvatar, ContractorRating } from '@/components/ui/contractor-facts'
import { GetQuotesLink } from '@/components/ui/get-quotes-link'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import { inSentence } from '@/lib/format'

import type { LocationPageData } from '@contracts/public-pages'

type LocalContractorsProps = {
  page: Pick<LocationPageData, 'contractors' | 'service' | 'zipCode' | 'cityName'>
  headingId: string
}

/**
 * "Top contractors": the real active contractors covering the city for the service, each with a link that starts
 * the wizard with them chosen; with none, an honest empty state that still offers quotes.
 */
export const LocalContractors = ({ page, headingId }: LocalContractorsProps) => {
  const { contractors, service, zipCode, cityName } = page
  if (contractors.length === 0) {
    return (
      <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-6">
        <p className="leading-7 text-slate-700">
          We don&apos;t list {inSentence(service.name)} pros for {cityName} here yet. Tell us about your
          project and we&apos;ll match you with pre-screened contractors who serve your area.
        </p>
        <GetQuotesLink intent={{ service: service.slug, zip: zipCode }} className="mt-4" />
      </div>
    )
  }
  return (
    <ul aria-labelledby={headingId} className="mt-6 space-y-4">
      {contractors.map((contractor) => (
        <li key={contractor.id}>
          <article className="rounded-lg border border-slate-200 p-6 shadow-sm">
            <div className="flex items-start gap-4">
              <ContractorAvatar contractor={contractor} />
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold text-slate-900">
                  <Link
                    to={paths.proProfile(contractor.slug)}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {contractor.name}
                  </Link>
                </h3>
                <ContractorRating contractor={contractor} />
              </div>
            </div>
            <p className="mt-4 line-clamp-3 leading-7 text-slate-700">{contractor.description}</p>
            <Link
              to={paths.quotes.startWith({ service: service.slug, zip: zipCode, contractor: contractor.id })}
              aria-label={`Get quotes from ${contractor.name}`}
              className="mt-4 inline-block rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Get quotes
            </Link>
          </article>
        </li>
      ))}
    </ul>
  )
}
