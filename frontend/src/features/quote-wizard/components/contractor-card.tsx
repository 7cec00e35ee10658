import { useId } from 'react'

import { ContractorAvatar, ContractorRating } from '@/components/ui/contractor-facts'

import type { MatchedContractor } from '@contracts/contractor-match'

type ContractorCardProps = {
  contractor: MatchedContractor
  selected: boolean
  onToggle: (id: string) => void
}

/**
 * A selectable contractor (SPEC §2): a checkbox-like button, so Space and Enter toggle it, drawn as a card
 * with a radio-style marker. Its name is the contractor's name; the rest describes it.
 */
export const ContractorCard = ({ contractor, selected, onToggle }: ContractorCardProps) => {
  const id = useId()
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
      <ContractorAvatar contractor={contractor} />
      <span className="min-w-0 flex-1">
        <span id={`${id}-name`} className="block font-semibold text-slate-900">
          {contractor.name}
        </span>
        <span id={`${id}-details`} className="block">
          <ContractorRating contractor={contractor} />
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
