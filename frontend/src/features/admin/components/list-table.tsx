import type { DataTableRow } from '@/components/ui/data-table'
import { ScrollRegion } from '@/components/ui/scroll-region'

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
    {/* A table wider than its room (long names) scrolls. */}
    <ScrollRegion label={caption} className="hidden @3xl:block">
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
    </ScrollRegion>
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
