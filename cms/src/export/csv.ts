/**
 * A cell that a spreadsheet would run as a formula (OWASP "CSV injection"): it starts with =, +, -, @, a tab or
 * a carriage return. Such a cell gets a leading apostrophe, so it is shown as the text the homeowner typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field (RFC 4180): neutralised if it looks like a formula, quoted when it holds a quote, comma or line break. */
export type Cell = string | number | boolean | null | undefined

export const csvCell = (value: Cell): string => {
  if (value === null || value === undefined) return ''
  const raw = String(value)
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`
