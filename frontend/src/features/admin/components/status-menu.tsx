import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'

import { badgeClass, type BadgeVariant } from '@/components/ui/badge'

type StatusMenuProps<S extends string> = {
  value: S
  options: readonly S[]
  /** The accessible name, e.g. "Status of Jane Doe". */
  label: string
  variantOf: (status: S) => BadgeVariant
  disabled?: boolean
  onChange: (status: S) => void
}

/** A status shown as its badge; pressing it lists the other statuses to move to. */
export const StatusMenu = <S extends string>({
  value,
  options,
  label,
  variantOf,
  disabled = false,
  onChange,
}: StatusMenuProps<S>) => (
  <Listbox value={value} onChange={onChange} disabled={disabled}>
    <ListboxButton
      aria-label={`${label}: ${value}`}
      data-variant={variantOf(value)}
      className={`${badgeClass(variantOf(value))} cursor-pointer gap-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60`}
    >
      {value}
      <ChevronDown aria-hidden="true" strokeWidth={3} className="h-3 w-3" />
    </ListboxButton>
    <ListboxOptions
      anchor={{ to: 'bottom start', gap: 4 }}
      className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none"
    >
      {options.map((option) => (
        <ListboxOption
          key={option}
          value={option}
          className="cursor-pointer rounded px-3 py-1.5 text-slate-800 data-[focus]:bg-slate-100 data-[selected]:font-semibold"
        >
          {option}
        </ListboxOption>
      ))}
    </ListboxOptions>
  </Listbox>
)
