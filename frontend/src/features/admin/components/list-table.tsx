import type { DataTableRow } from '@/components/ui/data-table'

type ListTableProps = {
  /** What the list shows: the table's caption, and the name of the list of cards. */
  caption: string
  columns: readonly string[]
  rows: readonly DataTableRow[]
  /** The column whose cell heads each card (the record's name); the others are listed under it. */
  titleColumn?: number
}

/**
 * A dashboard list: a table where there is room for every column, a card per row where there is not. The switch
 * follows the width the list itself has (a container query), not the window's: beside the open sidebar a 1366 px
 * laptop gives it about 1,050 px, a phone about 350. Under 48rem each row is a card with the same facts and
 * controls; the form not shown is out of the accessibility tree, so each record is read once.
 */
export const ListTable = ({ caption, columns, rows, titleColumn }: ListTableProps) => (
  <div className="@container">
    {/* A table wider than its room (long names) scrolls; the box then takes keyboard focus, named by the caption,
        so it can be scrolled without a pointer (axe: scrollable-region-focusable), as the public DataTable does. */}
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is scrolled with the keys
      tabIndex={0}
      className="hidden overflow-x-auto rounded-lg border border-slate-200 @3xl:block"
    >
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
