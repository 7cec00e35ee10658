import { useId } from 'react'

import type { MatchedContractor } from '@contracts/contractor-match'

type ContractorCardProps = {
  contractor: MatchedContractor
  selected: boolean
  onToggle: (id: string) => void
}

const reviewsText = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`

const Badge = ({ children }: { children: string }) => (
  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
    {children}
  </span>
)

/**
 * A selectable contractor (SPEC §2): a checkbox-like button, so Space and Enter toggle it, drawn as a card
 * with a radio-style marker. Its name is the contractor's name; the rest describes it.
 */
export const ContractorCard = ({ contractor, selected, onToggle }: ContractorCardProps) => {
  const id = useId()
  const initial = contractor.name.trim().charAt(0).toUpperCase()
  return (
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
      {contractor.logoUrl ? (
        <img
          src={contractor.logoUrl}
          alt=""
          loading="lazy"
          className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-xl font-bold text-brand-700"
        >
          {initial}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span id={`${id}-name`} className="block font-semibold text-slate-900">
          {contractor.name}
        </span>
        <span id={`${id}-details`} className="block">
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            {contractor.rating === null ? (
              <span>No rating yet</span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="h-4 w-4 text-accent-500"
                >
                  <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
                </svg>
                <span className="sr-only">Rated </span>
                <span className="font-semibold text-slate-900">{contractor.rating.toFixed(1)}</span>
                <span className="sr-only"> out of 5,</span>
              </span>
            )}
            <span>({reviewsText(contractor.reviewsCount)})</span>
            {contractor.licensed ? <Badge>Licensed</Badge> : null}
            {contractor.insured ? <Badge>Insured</Badge> : null}
          </span>
          <span className="mt-2 line-clamp-2 text-sm leading-6 text-slate-600">{contractor.description}</span>
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 ${
          selected ? 'border-brand-600 bg-brand-600' : 'border-slate-400 bg-white'
        }`}
      >
        {selected ? <span className="h-2.5 w-2.5 rounded-full bg-white" /> : null}
      </span>
    </button>
  )
}
