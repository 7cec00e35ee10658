import { Check, Clock, MapPin, ShieldCheck } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { ContractorAvatar, ContractorRating } from '@/components/ui/contractor-facts'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

import { responseTimePhrase, type MatchedContractor } from '@contracts/contractor-match'

type ContractorCardProps = {
  contractor: MatchedContractor
  selected: boolean
  onToggle: (id: string) => void
}

const yearsText = (years: number): string => `${years} ${years === 1 ? 'year' : 'years'} in business`

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <span className="inline-flex items-center gap-1.5">
    {icon}
    {children}
  </span>
)

const iconClass = 'h-4 w-4 shrink-0 text-slate-500'

/**
 * What helps choose between pros beyond their rating: how long they have worked, where, and how soon they answer
 * (measured from their answers; nothing is said before there are enough of them).
 */
const ContractorFacts = ({ contractor }: { contractor: MatchedContractor }) => {
  const { yearsInBusiness, serviceArea, medianResponseHours } = contractor
  if (yearsInBusiness === null && !serviceArea && medianResponseHours === null) return null
  return (
    <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {yearsInBusiness !== null ? (
        <Fact icon={<ShieldCheck aria-hidden="true" className={iconClass} />}>
          {yearsText(yearsInBusiness)}
        </Fact>
      ) : null}
      {serviceArea ? (
        <Fact icon={<MapPin aria-hidden="true" className={iconClass} />}>Serves {serviceArea}</Fact>
      ) : null}
      {medianResponseHours !== null ? (
        <Fact icon={<Clock aria-hidden="true" className={iconClass} />}>
          {responseTimePhrase(medianResponseHours)}
        </Fact>
      ) : null}
    </span>
  )
}

/**
 * A selectable contractor: a checkbox-like button, so Space and Enter toggle it and screen readers say
 * "checkbox, checked", drawn as a card with a square check box, since several can be chosen. Its name is the
 * contractor's name; the rest describes it.
 */
export const ContractorCard = ({ contractor, selected, onToggle }: ContractorCardProps) => {
  const id = useId()
  return (
    <>
      <button
        type="button"
        role="checkbox"
        aria-checked={selected}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        onClick={() => onToggle(contractor.id)}
        className={`flex w-full items-start gap-4 rounded-xl border-2 bg-white p-4 text-left shadow-sm transition sm:p-5 ${
          selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200 hover:border-slate-400'
        }`}
      >
        <ContractorAvatar contractor={contractor} />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className="block font-semibold text-slate-900">
            {contractor.name}
          </span>
          <span id={`${id}-details`} className="block">
            <ContractorRating contractor={contractor} />
            <ContractorFacts contractor={contractor} />
            <span className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600">
              {contractor.description}
            </span>
          </span>
        </span>
        <span
          aria-hidden="true"
          data-checkbox={selected ? 'checked' : 'unchecked'}
          className={`mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2 ${
            selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-500 bg-white'
          }`}
        >
          {selected ? <Check strokeWidth={3} className="h-4 w-4" /> : null}
        </span>
      </button>
      {/* Outside the check box, which holds no other control; the choices are kept in the session, so Back finds them. */}
      <Link
        to={paths.proProfile(contractor.slug)}
        aria-label={`View profile of ${contractor.name}`}
        className="mt-1 inline-block px-1 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-900"
      >
        View profile
      </Link>
    </>
  )
}

/**
 * A card's outline while the list loads, the same size as a card with one line of facts, so the list does not move
 * when the contractors arrive (the select step's layout shift was 0.14 with a "Loading..." line).
 */
export const ContractorCardSkeleton = () => (
  <div
    aria-hidden="true"
    className="flex w-full items-start gap-4 rounded-xl border-2 border-slate-200 bg-white p-4 shadow-sm sm:p-5"
  >
    <span className="h-12 w-12 shrink-0 animate-pulse rounded-lg bg-slate-200" />
    <span className="min-w-0 flex-1">
      <span className="block py-1">
        <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      </span>
      <span className="mt-1 block py-1.5">
        <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      </span>
      <span className="mt-2 block py-0.5">
        <span className="block h-4 w-5/6 animate-pulse rounded bg-slate-100" />
      </span>
      <span className="mt-2 block space-y-2 py-1">
        <span className="block h-4 w-full animate-pulse rounded bg-slate-100" />
        <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-100" />
      </span>
    </span>
    <span className="mt-1 h-6 w-6 shrink-0 rounded-md border-2 border-slate-200" />
  </div>
)
