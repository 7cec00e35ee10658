import type { ReactNode } from 'react'

export type DataTableRow = { key: string; cells: readonly ReactNode[] }

/**
 * `facts`: a short table on a public page, whose first cell names its row (a row header for assistive
 * technology). `list`: a dashboard list, wide enough to scroll sideways on phones rather than squeeze its columns.
 */
export type DataTableVariant = 'facts' | 'list'

const LOOK: Record<
  DataTableVariant,
  { table: string; head: string; column: string; body: string; cell: string }
> = {
  facts: {
    table: 'min-w-[20rem] text-sm sm:text-base',
    head: 'bg-slate-100 text-slate-900',
    column: '',
    body: 'text-slate-700',
    cell: '',
  },
  list: {
    table: 'min-w-[40rem] text-sm',
    head: 'bg-slate-50 text-slate-700',
    column: 'whitespace-nowrap',
    body: 'text-slate-800',
    cell: 'align-top',
  },
}

type DataTableProps = {
  /** Read by screen readers only: what the table shows. */
  caption: string
  columns: readonly string[]
  rows: readonly DataTableRow[]
  variant?: DataTableVariant
}

/**
 * A table that scrolls sideways inside its border when the screen is too narrow for it. The scrolling box takes
 * keyboard focus (named by the caption), so that it can be scrolled without a pointer too (axe:
 * scrollable-region-focusable, a cost guide's table on a 390 px phone).
 */
export const DataTable = ({ caption, columns, rows, variant = 'facts' }: DataTableProps) => {
  const look = LOOK[variant]
  return (
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is scrolled with the keys
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className={`w-full text-left ${look.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={look.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`px-4 py-3 font-semibold ${look.column}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-200 ${look.body}`}>
          {rows.map((row) => (
            <tr key={row.key} className={variant === 'list' ? 'hover:bg-slate-50/60' : undefined}>
              {row.cells.map((cell, index) =>
                variant === 'facts' && index === 0 ? (
                  <th
                    key={columns[index] ?? index}
                    scope="row"
                    className="px-4 py-3 font-semibold text-slate-900"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index] ?? index} className={`px-4 py-3 ${look.cell}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
