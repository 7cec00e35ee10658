import type { ReactNode } from 'react'

type AdminTableProps = {
  /** Read by screen readers only: what the table lists. */
  caption: string
  columns: readonly string[]
  rows: readonly { key: string; cells: readonly ReactNode[] }[]
}

/** A dashboard table: scrolls sideways on phones rather than squeezing its columns. */
export const AdminTable = ({ caption, columns, rows }: AdminTableProps) => (
  <div className="overflow-x-auto rounded-lg border border-slate-200">
    <table className="w-full min-w-[40rem] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 text-slate-800">
        {rows.map((row) => (
          <tr key={row.key} className="hover:bg-slate-50/60">
            {row.cells.map((cell, index) => (
              <td key={columns[index] ?? index} className="px-4 py-3 align-top">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)
