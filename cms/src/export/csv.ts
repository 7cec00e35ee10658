/**
 * A cell that a spreadsheet would run as a formula (OWASP "CSV injection"): one that starts with =, @, a tab, a
 * carriage return or a NUL, or with + or - followed by anything but what a phone number or a plain number is made
 * of. Such a cell gets a leading apostrophe, which spreadsheets read as "this is text".
 *
 * Why a + or - number is left alone: made of digits, spaces, parentheses, dots and hyphens only, a cell cannot name a
 * function, a cell or another sheet, hold a string or reach another program (a DDE link needs `|` and letters), so
 * at worst a spreadsheet does sums on the cell's own digits; while the apostrophe, in the tools this file is for, is
 * a stray character in every international phone number (+1 305 555 0100) and negative number. Anything more
 * (`+1+cmd|…`, `-2+3`, `=1`, `@SUM(…)`) is neutralised. People open the .xlsx export, whose text cells need no
 * apostrophe at all.
 */
const FORMULA_START = /^[=@\t\r\0]/
const SIGNED = /^[+-]/
const PHONE_OR_NUMBER = /^[+-][0-9 ().-]*$/

const isFormulaRisk = (text: string): boolean =>
  FORMULA_START.test(text) || (SIGNED.test(text) && !PHONE_OR_NUMBER.test(text))

/** One CSV field (RFC 4180): neutralised if it looks like a formula, quoted when it holds a quote, comma or line break. */
export type Cell = string | number | boolean | null | undefined

export const csvCell = (value: Cell): string => {
  if (value === null || value === undefined) return ''
  const raw = String(value)
  const text = isFormulaRisk(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`
