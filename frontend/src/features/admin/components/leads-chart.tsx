import { formatDay } from '@/lib/format-date'

import type { LeadsPerDay } from '@contracts/analytics'

const HEIGHT = 160
const BAR_GAP = 2

/**
 * Leads per day as bars. The picture is for sighted readers; screen readers get the same figures as a table.
 */
export const LeadsChart = ({ days }: LeadsPerDay) => {
  const busiest = Math.max(0, ...days.map((day) => day.count))
  // Scaled to the busiest day; an empty month still draws (flat) bars.
  const max = Math.max(1, busiest)
  const total = days.reduce((sum, day) => sum + day.count, 0)
  const width = 100 / Math.max(days.length, 1)
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure>
      <figcaption className="mb-3 text-sm text-slate-600">
        {total.toLocaleString('en-US')} leads in the last {days.length} days (UTC), busiest day {busiest}.
      </figcaption>
      <div aria-hidden="true" className="relative" style={{ height: HEIGHT }}>
        <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" className="h-full w-full">
          {days.map((day, index) => {
            const barHeight = (day.count / max) * (HEIGHT - 4)
            return (
              <rect
                key={day.date}
                x={index * width + BAR_GAP / 10}
                y={HEIGHT - barHeight}
                width={width - BAR_GAP / 5}
                height={barHeight}
                className="fill-brand-600"
              >
                <title>{`${formatDay(day.date)}: ${day.count}`}</title>
              </rect>
            )
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{first ? formatDay(first.date) : ''}</span>
        <span>{last ? formatDay(last.date) : ''}</span>
      </div>
      <table className="sr-only">
        <caption>Leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
