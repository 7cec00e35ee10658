import type { ReactNode } from 'react'

export type DataTableRow = { key: string; cells: readonly ReactNode[] }

/**
 * `facts`: a short table on a public page, whose first cell names its row (a row header for assistive
 * technology). `list`: a dashboard list, a table where there is room for every column and a card per row where
 * there is not (a phone, or a tablet with the sidebar open).
 */
export type DataTableVariant = 'facts' | 'list'

type DataTableProps = {
  /** Read by screen readers only: what the table shows (and what the list of cards is called). */
  caption: string
  columns: readonly string[]
  rows: readonly DataTableRow[]
  variant?: DataTableVariant
  /** `list` only: the column whose cell heads each card (the record's name); the others are listed under it. */
  titleColumn?: number
}

/** A short table of facts that scrolls sideways inside its border when the screen is too narrow for it. */
const FactsTable = ({ caption, columns, rows }: Omit<DataTableProps, 'variant' | 'titleColumn'>) => (
  <div className="overflow-x-auto rounded-lg border border-slate-200">
    <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-slate-900">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 text-slate-700">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th
                  key={columns[index] ?? index}
                  scope="row"
                  className="px-4 py-3 font-semibold text-slate-900"
                >
                  {cell}
                </th>
              ) : (
                <td key={columns[index] ?? index} className="px-4 py-3">
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

/**
 * A dashboard list. The switch follows the width the list itself has (a container query), not the window's: with
 * the sidebar open a laptop gives it about 1,050 px, a phone about 350. Under 48rem each row is a card with the
 * same facts and controls; the hidden form is out of the accessibility tree, so each record is read once.
 */
const ListTable = ({ caption, columns, rows, titleColumn }: Omit<DataTableProps, 'variant'>) => (
  <div className="@container">
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 @3xl:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.map((row) => (
            <tr key={row.key} className="hover:bg-slate-50/60">
              {row.cells.map((cell, index) => (
                <td key={columns[index] ?? index} className="px-3 py-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <ul aria-label={caption} className="grid gap-3 @3xl:hidden">
      {rows.map((row) => (
        <li key={row.key} className="rounded-lg border border-slate-200 p-4 text-sm text-slate-800">
          {titleColumn === undefined ? null : (
            <h2 className="mb-3 text-base font-semibold text-slate-900">{row.cells[titleColumn]}</h2>
          )}
          <dl className="grid grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] items-center gap-x-4 gap-y-2">
            {row.cells.map((cell, index) =>
              index === titleColumn ? null : (
                <div key={columns[index] ?? index} className="contents">
                  <dt className="text-slate-600">{columns[index]}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{cell}</dd>
                </div>
              ),
            )}
          </dl>
        </li>
      ))}
    </ul>
  </div>
)

/** A table of facts on a public page, or a dashboard list (a table on wide screens, cards on narrow ones). */
export const DataTable = ({ variant = 'facts', ...props }: DataTableProps) =>
  variant === 'list' ? <ListTable {...props} /> : <FactsTable {...props} />
