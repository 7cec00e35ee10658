type DataTableProps = {
  /** Read by screen readers only: what the table shows. */
  caption: string
  columns: readonly string[]
  /** Each row's first value labels the row (a row header); the rest are its cells. */
  rows: readonly (readonly string[])[]
}

/** A small, scrollable table of text, with column and row headers for assistive technology. */
export const DataTable = ({ caption, columns, rows }: DataTableProps) => (
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
        {rows.map(([header, ...cells]) => (
          <tr key={header}>
            <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
              {header}
            </th>
            {cells.map((cell, index) => (
              <td key={`${header}-${columns[index + 1] ?? index}`} className="px-4 py-3">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)
