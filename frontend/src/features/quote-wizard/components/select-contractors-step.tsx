import { ErrorNotice } from '@/components/ui/error-notice'
import { useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { fieldErrorsOf } from '@/lib/api-errors'
import { readLeadData } from '@/lib/lead-data'
import { useSiteSettings } from '@/lib/site-settings'
import { readSelectedContractors, writeSelectedContractors } from '@/lib/wizard-session'

import { MAX_CONTRACTORS_PER_REQUEST } from '@contracts/limits'
import { US_STATES } from '@contracts/us-states'
import { messages } from '@contracts/quote-request'

import { useContractorMatch } from '../api/get-contractor-match'
import { ContractorCard, ContractorCardSkeleton } from './contractor-card'
import { MissingAnswers } from './missing-answers'
import { StepHeading, stepHeadingClass } from './step-heading'

const TITLE = 'Select Contractors to Compare'
/** As many outlines as a typical match has cards, so the page below them stays where it is. */
const SKELETON_CARDS = 3

type StepHeaderProps = { heading: ReactNode; count: number }

/** The heading, what to do, what exactly is checked about every contractor listed, and the count chosen. */
const StepHeader = ({ heading, count }: StepHeaderProps) => {
  const { checksStatement } = useSiteSettings()
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {heading}
        <p className="mt-3 text-slate-700">
          Choose up to {MAX_CONTRACTORS_PER_REQUEST} pre-screened contractors to get free quotes from.
        </p>
        <p className="mt-1 text-sm text-slate-600">{checksStatement}</p>
      </div>
      <p aria-live="polite" className="shrink-0 text-sm font-semibold text-brand-700">
        {count}/{MAX_CONTRACTORS_PER_REQUEST} selected
      </p>
    </div>
  )
}

const LoadingCards = () => (
  <>
    <p role="status" className="sr-only">
      Loading contractors...
    </p>
    <ul aria-hidden="true" className="grid gap-4">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <ContractorCardSkeleton />
        </li>
      ))}
    </ul>
  </>
)

type StepActionsProps = { count: number; onBack?: () => void; onContinue?: () => void }

/**
 * Back and Continue. On phones (under 640 px) they are a bar that stays at the bottom of the screen while the list
 * scrolls, so Continue and the count are always in reach; from 640 px up they sit under the list.
 */
const StepActions = ({ count, onBack, onContinue }: StepActionsProps) => (
  <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:static sm:mx-0 sm:justify-between sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none">
    <Button variant="secondary" onClick={onBack}>
      Back
    </Button>
    {/* aria-disabled rather than disabled: it stays focusable, and pressing it explains what is missing. */}
    <Button aria-disabled={count === 0} className="flex-1 sm:flex-none" onClick={onContinue}>
      Continue ({count})
    </Button>
  </div>
)

/**
 * What the server (and the hydrating render) shows before the step can read the browser's saved answers: the
 * step's own layout with outlines of the cards, so nothing moves when the step appears.
 */
export const SelectContractorsShell = () => (
  <>
    <StepHeader heading={<h1 className={stepHeadingClass}>{TITLE}</h1>} count={0} />
    <div className="mt-6">
      <LoadingCards />
    </div>
    <StepActions count={0} />
  </>
)

/** The wizard's step 2: pick 1 to 3 of the contractors who can quote this job. */
export const SelectContractorsStep = () => {
  const navigate = useNavigate()
  const [lead] = useState(readLeadData)
  const [selected, setSelected] = useState(readSelectedContractors)
  const [nationalRequested, setNationalRequested] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const match = useContractorMatch(lead.serviceSlug, lead.zipCode)
  const heading = <StepHeading headingRef={headingRef}>{TITLE}</StepHeading>

  if (!lead.serviceSlug || !lead.zipCode) {
    return (
      <>
        {heading}
        <div className="mt-6">
          <MissingAnswers>
            Tell us which service you need and where before choosing contractors.
          </MissingAnswers>
        </div>
      </>
    )
  }

  const local = match.data?.local ?? []
  const national = match.data?.national ?? []
  const nationalIds = new Set(national.map((contractor) => contractor.id))
  const availableIds = new Set([...local.map((contractor) => contractor.id), ...nationalIds])
  // Ids saved for another service or ZIP code are not choices any more.
  const chosen = selected.filter((id) => availableIds.has(id))
  const showNational =
    local.length === 0 &&
    national.length > 0 &&
    (nationalRequested || chosen.some((id) => nationalIds.has(id)))
  const contractors = local.length > 0 ? local : showNational ? national : []
  const count = chosen.length

  const save = (ids: string[]) => {
    setSelected(ids)
    writeSelectedContractors(ids)
  }

  const toggle = (id: string) => {
    if (chosen.includes(id)) return save(chosen.filter((chosenId) => chosenId !== id))
    if (count >= MAX_CONTRACTORS_PER_REQUEST) {
      showToast({ title: 'Maximum reached', description: messages.contractorsMax, variant: 'destructive' })
      return
    }
    save([...chosen, id])
  }

  const onContinue = () => {
    if (count === 0) {
      showToast({ title: 'Selection required', description: messages.contractorsMin, variant: 'destructive' })
      return
    }
    writeSelectedContractors(chosen)
    void navigate(paths.quotes.details)
  }

  const retry = () => {
    // The message and its Retry button give way to the loading cards: focus waits on the heading meanwhile.
    headingRef.current?.focus({ preventScroll: true })
    void match.refetch()
  }

  // The server knows no place with this ZIP code: trying again cannot help, changing it can.
  const zipRefusal = fieldErrorsOf(match.error).find((item) => item.field === 'zip')
  const area = match.data?.area
  const areaName = area ? `${area.city}, ${area.state}` : `ZIP code ${lead.zipCode}`
  const stateName = area ? US_STATES[area.state] : 'your state'

  return (
    <>
      <StepHeader heading={heading} count={count} />

      <div className="mt-6">
        {match.isPending || (match.isError && match.isFetching) ? (
          <LoadingCards />
        ) : zipRefusal ? (
          <MissingAnswers action={{ to: paths.quotes.changeZipCode, label: 'Change ZIP code' }}>
            {zipRefusal.message}
          </MissingAnswers>
        ) : match.isError ? (
          <ErrorNotice
            title="We couldn't load contractors for your area."
            error={match.error}
            hint="Your answers are saved."
            failedAt={match.errorUpdatedAt}
            onRetry={retry}
            interrupts
          />
        ) : local.length === 0 && national.length === 0 ? (
          <MissingAnswers>
            {`No contractors offer this service near ${areaName} yet. Try another ZIP code or service.`}
          </MissingAnswers>
        ) : local.length === 0 && !showNational ? (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6">
            <p className="font-semibold text-slate-900">No contractors cover {areaName} yet.</p>
            <p className="mt-1 text-slate-700">
              Contractors who work elsewhere in {stateName} can still quote your project.
            </p>
            <Button className="mt-4" onClick={() => setNationalRequested(true)}>
              Show contractors elsewhere in {stateName}
            </Button>
          </div>
        ) : (
          <>
            {showNational ? (
              <p className="mb-4 text-sm text-slate-700">
                No contractors cover {areaName} yet, so these work elsewhere in {stateName}.
              </p>
            ) : null}
            <ul className="grid gap-4">
              {contractors.map((contractor) => (
                <li key={contractor.id}>
                  <ContractorCard
                    contractor={contractor}
                    selected={chosen.includes(contractor.id)}
                    onToggle={toggle}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <StepActions count={count} onBack={() => void navigate(paths.quotes.start)} onContinue={onContinue} />
    </>
  )
}
