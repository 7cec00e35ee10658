import type { ReactNode } from 'react'

import { ScrollRegion } from './scroll-region'

export type DataTableRow = { key: string; cells: readonly ReactNode[] }

type DataTableProps = {
  /** Read by screen readers only: what the table shows. */
  caption: string
  columns: readonly string[]
  rows: readonly DataTableRow[]
}

/**
 * A short table of facts on a public page, whose first cell names its row (a row header for assistive technology);
 * it scrolls sideways inside its border when the screen is too narrow for it. The dashboard's lists, which turn into
 * cards on narrow screens, are the admin feature's ListTable: public pages do not download them.
 */
export const DataTable = ({ caption, columns, rows }: DataTableProps) => (
  // A cost guide's table scrolls on a 390 px phone.
  <ScrollRegion label={caption}>
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
  </ScrollRegion>
)
