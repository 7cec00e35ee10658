import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { readLeadData } from '@/lib/lead-data'
import { readSelectedContractors, writeSelectedContractors } from '@/lib/wizard-session'

import { MAX_CONTRACTORS_PER_REQUEST } from '@contracts/limits'
import { messages } from '@contracts/quote-request'

import { useContractorMatch } from '../api/get-contractor-match'
import { ContractorCard } from './contractor-card'
import { MissingAnswers } from './missing-answers'

const Heading = () => (
  <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
    Select Contractors to Compare
  </h1>
)

/** SPEC §2 step 2: pick 1 to 3 of the contractors who can quote this job. */
export const SelectContractorsStep = () => {
  const navigate = useNavigate()
  const [lead] = useState(readLeadData)
  const [selected, setSelected] = useState(readSelectedContractors)
  const [nationalRequested, setNationalRequested] = useState(false)
  const match = useContractorMatch(lead.serviceSlug, lead.zipCode)

  if (!lead.serviceSlug || !lead.zipCode) {
    return (
      <>
        <Heading />
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

  const area = match.data?.area
  const areaName = area ? `${area.city}, ${area.state}` : `ZIP code ${lead.zipCode}`

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading />
          <p className="mt-3 text-slate-700">
            Choose up to {MAX_CONTRACTORS_PER_REQUEST} pre-screened contractors to get free quotes from.
          </p>
        </div>
        <p aria-live="polite" className="shrink-0 text-sm font-semibold text-brand-700">
          {count}/{MAX_CONTRACTORS_PER_REQUEST} selected
        </p>
      </div>

      <div className="mt-6">
        {match.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading...
          </p>
        ) : match.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
            <p className="font-semibold">We couldn&apos;t load contractors for your area.</p>
            <p className="mt-1 text-sm">{match.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void match.refetch()}>
              Try again
            </Button>
          </div>
        ) : local.length === 0 && national.length === 0 ? (
          <MissingAnswers>
            {`No contractors offer this service near ${areaName} yet. Try another ZIP code or service.`}
          </MissingAnswers>
        ) : local.length === 0 && !showNational ? (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6">
            <p className="font-semibold text-slate-900">No contractors cover {areaName} yet.</p>
            <p className="mt-1 text-slate-700">
              Our best-rated national contractors can still quote your project.
            </p>
            <Button className="mt-4" onClick={() => setNationalRequested(true)}>
              Show best-rated national contractors
            </Button>
          </div>
        ) : (
          <>
            {showNational ? (
              <p className="mb-4 text-sm text-slate-700">
                No contractors cover {areaName} yet, so these are our best-rated national contractors.
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

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => void navigate(paths.quotes.start)}>
          Back
        </Button>
        {/* aria-disabled rather than disabled: it stays focusable, and pressing it explains what is missing. */}
        <Button aria-disabled={count === 0} onClick={onContinue}>
          Continue ({count})
        </Button>
      </div>
    </>
  )
}
