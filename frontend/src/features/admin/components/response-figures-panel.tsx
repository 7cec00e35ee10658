import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { errorProps, FieldError, labelClass } from '@/components/ui/field-styles'
import { formatDay } from '@/lib/format-date'

import {
  MAX_PERIOD_DAYS,
  PERIOD_PRESETS,
  responsePeriodSchema,
  utcDay,
  type ContractorResponses,
  type ResponseCounts,
  type ResponseFigures,
  type ResponsePeriod,
  type ServiceResponses,
} from '@contracts/response-figures'

import { useResponseFigures } from '../api/analytics'
import { usePeriodParam, type PeriodChoice } from '../hooks/use-period-param'
import { formatRate, formatResponseTime } from '../utils/response-time'
import { Panel, StatCard } from './figure-panel'
import { ListTable } from './list-table'
import { QueryView } from './query-view'

const EMPTY = 'No referrals were sent in this period.'

const fieldClass = 'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900'

/** A figure there is none of (nothing answered, nothing to divide by): a dash to the eye, words to the ear. */
const NoFigure = () => (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">none</span>
  </>
)

const ResponseTime = ({ seconds }: { seconds: number | null }) => {
  if (seconds === null) return <NoFigure />
  const { text, iso } = formatResponseTime(seconds)
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {text}
    </time>
  )
}

const Rate = ({ rate }: { rate: number | null }) => <>{formatRate(rate) ?? <NoFigure />}</>

/** "Lead → won", with the arrow read as "to". */
const LeadToWon = () => (
  <>
    Lead <span aria-hidden="true">→</span>
    <span className="sr-only">to</span> won
  </>
)

const PRESET_LABEL: Record<PeriodChoice, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  custom: 'Custom dates',
}

type PeriodIssues = Partial<Record<keyof ResponsePeriod, string>>

const issuesOf = (dates: { from: string; to: string }): PeriodIssues => {
  const result = responsePeriodSchema.safeParse(dates)
  const issues: PeriodIssues = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ResponsePeriod
    issues[field] ??= issue.message
  }
  return issues
}

/** One end of the custom period: a labelled date, at most today, with its message under it. */
const DateField = ({
  id,
  label,
  value,
  max,
  error,
  onChange,
}: {
  id: string
  label: string
  value: string
  max: string
  error: string | undefined
  onChange: (value: string) => void
}) => (
  <div>
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
    <input
      id={id}
      type="date"
      value={value}
      max={max}
      onChange={(event) => onChange(event.target.value)}
      className={`${fieldClass} ${error ? 'border-red-700' : 'border-slate-400'}`}
      {...errorProps(`${id}-error`, error)}
    />
    <FieldError id={`${id}-error`} message={error} />
  </div>
)

/** The custom dates, checked with the endpoint's own schema before they go to the address. */
const CustomDates = ({
  dates,
  today,
  onChoose,
}: {
  dates: { from: string; to: string }
  today: string
  onChoose: (period: ResponsePeriod) => void
}) => {
  const id = useId()
  const [from, setFrom] = useState(dates.from)
  const [to, setTo] = useState(dates.to)
  // Dates from the address that are not a period say why at once; typed ones, once they are submitted.
  const [issues, setIssues] = useState<PeriodIssues>(() => issuesOf(dates))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = issuesOf({ from, to })
    setIssues(found)
    if (Object.keys(found).length === 0) onChoose({ from, to })
  }

  return (
    <form
      noValidate
      aria-label="Custom dates"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-start"
    >
      <DateField
        id={`${id}-from`}
        label="From"
        value={from}
        max={today}
        error={issues.from}
        onChange={setFrom}
      />
      <DateField id={`${id}-to`} label="To" value={to} max={today} error={issues.to} onChange={setTo} />
      <Button type="submit" variant="secondary" className="sm:mt-6 sm:justify-self-start">
        Show
      </Button>
    </form>
  )
}

const PeriodPicker = ({
  choice,
  dates,
  today,
  onChoose,
}: {
  choice: PeriodChoice
  dates: { from: string; to: string }
  today: string
  onChoose: ReturnType<typeof usePeriodParam>['choose']
}) => {
  const id = useId()
  return (
    <div className="mt-4 grid gap-3">
      <div className="max-w-xs">
        <label htmlFor={`${id}-period`} className={labelClass}>
          Period
        </label>
        <select
          id={`${id}-period`}
          value={String(choice)}
          onChange={(event) => {
            const value = event.target.value
            // Custom starts from the dates shown, to change from there.
            if (value === 'custom') onChoose(dates)
            else onChoose(Number(value) as (typeof PERIOD_PRESETS)[number])
          }}
          className={`${fieldClass} border-slate-400`}
        >
          {[...PERIOD_PRESETS, 'custom' as const].map((option) => (
            <option key={option} value={String(option)}>
              {PRESET_LABEL[option]}
            </option>
          ))}
        </select>
      </div>
      {choice === 'custom' ? (
        // Keyed by the address's dates: choosing other dates starts the fields afresh from them.
        <CustomDates key={`${dates.from}/${dates.to}`} dates={dates} today={today} onChoose={onChoose} />
      ) : null}
    </div>
  )
}

const dayWithYear = (date: string): string => `${formatDay(date)}, ${date.slice(0, 4)}`

const countCells = (row: ResponseCounts): ReactNode[] => [
  row.sent.toLocaleString('en-US'),
  row.answered.toLocaleString('en-US'),
  <ResponseTime key="median" seconds={row.medianResponseSeconds} />,
  <Rate key="acceptance" rate={row.acceptanceRate} />,
]

const COUNT_COLUMNS = ['Referrals sent', 'Answered', 'Median first response', 'Acceptance rate'] as const

const ServiceTable = ({ rows }: { rows: ServiceResponses[] }) => (
  <ListTable
    caption="Responses and conversion by service"
    columns={['Service', 'Leads', ...COUNT_COLUMNS, 'Lead → won']}
    rows={rows.map((row) => ({
      key: row.id,
      cells: [
        <span key="name" className="font-medium text-slate-900">
          {row.name}
        </span>,
        row.leads.toLocaleString('en-US'),
        ...countCells(row),
        <Rate key="won" rate={row.wonRate} />,
      ],
    }))}
  />
)

const ContractorTable = ({ rows }: { rows: ContractorResponses[] }) => (
  <ListTable
    caption="Responses and conversion by contractor"
    columns={['Contractor', ...COUNT_COLUMNS, 'Referral → won']}
    rows={rows.map((row) => ({
      key: row.id,
      cells: [
        <span key="name" className="font-medium text-slate-900">
          {row.name}
        </span>,
        ...countCells(row),
        <Rate key="won" rate={row.wonRate} />,
      ],
    }))}
  />
)

const Figures = ({ figures }: { figures: ResponseFigures }) => {
  const { overall } = figures
  return (
    <>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Median first response"
          note={`${overall.answered.toLocaleString('en-US')} of ${overall.sent.toLocaleString('en-US')} referrals answered`}
        >
          <ResponseTime seconds={overall.medianResponseSeconds} />
        </StatCard>
        <StatCard
          label="Acceptance rate"
          note={`${overall.accepted.toLocaleString('en-US')} ${overall.accepted === 1 ? 'referral' : 'referrals'} accepted`}
        >
          <Rate rate={overall.acceptanceRate} />
        </StatCard>
        <StatCard
          label={<LeadToWon />}
          note={`${overall.leadsWon.toLocaleString('en-US')} of ${overall.leads.toLocaleString('en-US')} leads won by a contractor`}
        >
          <Rate rate={overall.wonRate} />
        </StatCard>
      </dl>
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900">By service</h3>
      <ServiceTable rows={figures.byService} />
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900">By contractor</h3>
      <ContractorTable rows={figures.byContractor} />
    </>
  )
}

/**
 * The figures staff can act on: how fast contractors answer, how often they take a lead, and how many leads
 * end in a job, for a period chosen here and kept in the address.
 */
export const ResponseFiguresPanel = () => {
  const now = new Date()
  const today = utcDay(now)
  const { choice, period, dates, choose } = usePeriodParam(now)
  const figures = useResponseFigures(period)
  // The days the figures on screen count: while another period loads, the last one's stay, named as theirs.
  const shown = period && (figures.data?.period ?? period)

  return (
    <Panel id="responses-and-conversion" title="Responses and conversion">
      <PeriodPicker choice={choice} dates={dates} today={today} onChoose={choose} />
      {shown === null ? null : (
        <p className="mt-4 text-sm text-slate-600">
          Referrals sent and leads received from {dayWithYear(shown.from)} to {dayWithYear(shown.to)}, counted
          by the day they were sent (UTC days, both included; at most {MAX_PERIOD_DAYS} days). The first
          response is the time from a referral being sent to the contractor accepting or declining it; the
          median is over the referrals answered. Referrals withdrawn by the homeowner before an answer do not
          count against acceptance.
        </p>
      )}
      {period === null ? null : (
        <div className="mt-4">
          <QueryView
            query={figures}
            empty={EMPTY}
            isEmpty={(data) => data.overall.sent === 0}
            failure="Could not load the response figures."
          >
            {(data) => <Figures figures={data} />}
          </QueryView>
        </div>
      )}
    </Panel>
  )
}
