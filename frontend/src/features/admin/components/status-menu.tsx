import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef } from 'react'

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

/**
 * A status shown as its badge; pressing it (or Enter, Space or an arrow key) lists the statuses to move to, which
 * the arrow keys walk, Enter chooses and Escape closes, back on the badge (Headless UI's listbox). While the change
 * is saved the badge is disabled, and the browser drops focus from a disabled button: it is given back once the
 * change is done, so a keyboard user goes on from the row they worked.
 */
export const StatusMenu = <S extends string>({
  value,
  options,
  label,
  variantOf,
  disabled = false,
  onChange,
}: StatusMenuProps<S>) => {
  const button = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)

  useEffect(() => {
    if (disabled || !refocus.current) return
    refocus.current = false
    // Only if focus was lost with the disabled badge: someone who moved on meanwhile keeps their place.
    if (document.activeElement === null || document.activeElement === document.body) button.current?.focus()
  }, [disabled])

  return (
    <Listbox
      value={value}
      onChange={(next: S) => {
        refocus.current = true
        onChange(next)
      }}
      disabled={disabled}
    >
      <ListboxButton
        ref={button}
        aria-label={`${label}: ${value}`}
        data-variant={variantOf(value)}
        onKeyDown={(event) => {
          // Headless UI leaves Enter on the button to submit a form, as a native select does; a menu button opens on
          // Enter (WAI-ARIA), so Enter does what Space does. Cancelling it keeps the listbox's own handler from it.
          if (event.key !== 'Enter') return
          event.preventDefault()
          event.currentTarget.dispatchEvent(
            new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
          )
        }}
        className={`${badgeClass(variantOf(value))} min-h-6 cursor-pointer gap-1 disabled:cursor-wait disabled:opacity-60`}
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
            className="min-h-6 cursor-pointer rounded px-3 py-1.5 text-slate-800 data-[focus]:bg-slate-100 data-[selected]:font-semibold"
          >
            {option}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  )
}
