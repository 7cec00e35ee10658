import { Check } from 'lucide-react'

/** The wizard's four steps, in order. */
export const WIZARD_STEPS = ['Start', 'Select', 'Details', 'Confirm'] as const

export type WizardStep = (typeof WIZARD_STEPS)[number]

type WizardProgressProps = { current: WizardStep }

/** Step markers: completed ones show a check, the current one is marked, upcoming ones are plain. */
export const WizardProgress = ({ current }: WizardProgressProps) => {
  const currentIndex = WIZARD_STEPS.indexOf(current)
  return (
    <nav aria-label="Quote request progress">
      <ol className="flex items-start">
        {WIZARD_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming'
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-0.5 ${
                    index <= currentIndex ? 'bg-brand-600' : 'bg-slate-200'
                  }`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                  state === 'complete'
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : state === 'current'
                      ? 'border-brand-600 bg-white text-brand-700'
                      : 'border-slate-300 bg-white text-slate-500'
                }`}
              >
                {state === 'complete' ? (
                  <Check aria-hidden="true" strokeWidth={3} className="h-4 w-4" />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={`mt-2 text-xs font-medium sm:text-sm ${
                  state === 'upcoming' ? 'text-slate-600' : 'text-slate-900'
                }`}
              >
                {step}
                {state === 'complete' ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
