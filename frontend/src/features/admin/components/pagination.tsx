import { Button } from '@/components/ui/button'
import type { Paginated } from '@/lib/payload'

/** Rows per page of every paged dashboard list. */
export const ADMIN_PAGE_SIZE = 25

type PaginationProps = {
  /** The page Payload answered: its number, size and totals. */
  list: Pick<Paginated<unknown>, 'page' | 'totalPages' | 'totalDocs' | 'limit'>
  /** A noun for what is counted, e.g. "leads". */
  noun: string
  onPage: (page: number) => void
  /** What to say instead of the range, e.g. 'Showing first 50 of N'. */
  summary?: string
}

/** "Showing 26–50 of 1,240 leads" with previous and next: the server hands out one page at a time. */
export const Pagination = ({
  list: { page, totalPages, totalDocs, limit },
  noun,
  onPage,
  summary,
}: PaginationProps) => {
  const first = totalDocs === 0 ? 0 : (page - 1) * limit + 1
  const last = Math.min(page * limit, totalDocs)
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {summary ??
          `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${totalDocs.toLocaleString('en-US')} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-slate-600">
          Page {page} of {Math.max(totalPages, 1)}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  )
}
