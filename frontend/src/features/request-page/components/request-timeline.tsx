import { formatLongDate } from '@/lib/format-date'

import type { RequestTimelineEntry } from '@contracts/request-page'

/** The request's story, oldest first: who it went to, each answer, and the homeowner's own steps. */
export const RequestTimeline = ({ entries }: { entries: RequestTimelineEntry[] }) => (
  <section aria-labelledby="request-history" className="mt-10">
    <h2 id="request-history" className="text-xl font-bold text-slate-900">
      History
    </h2>
    <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="text-slate-800">
          <time dateTime={entry.at} className="block text-sm text-slate-600">
            {formatLongDate(entry.at)}
          </time>
          {entry.text}
        </li>
      ))}
    </ol>
  </section>
)
