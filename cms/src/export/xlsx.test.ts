import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { xlsxStream, type SheetCell, type SheetColumn } from './xlsx'

const COLUMNS: SheetColumn[] = [
  { header: 'Date', kind: 'date', width: 20 },
  { header: 'ZIP Code', kind: 'text', width: 10 },
  { header: 'Note', kind: 'text', width: 40 },
]
const BATCH_ROWS = 2000

/** `count` batches of rows, counting how many the sheet asked for. */
const counted = (count: number) => {
  const asked = { batches: 0, ended: false }
  async function* batches(): AsyncGenerator<SheetCell[][]> {
    try {
      for (let batch = 0; batch < count; batch += 1) {
        asked.batches += 1
        yield Array.from({ length: BATCH_ROWS }, (_, row) => [
          new Date(Date.UTC(2026, 0, 1, 0, 0, row)),
          String(row).padStart(5, '0'),
          `Row ${batch * BATCH_ROWS + row} of a long enough note to weigh like a lead's description.`,
        ])
      }
    } finally {
      asked.ended = true
    }
  }
  return { asked, batches: batches() }
}

describe('xlsxStream', () => {
  it('writes every row under the header, text as text and dates as dates', async () => {
    const { asked, batches } = counted(3)
    const file = await new Response(xlsxStream('Rows', COLUMNS, batches)).arrayBuffer()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file)
    const sheet = workbook.getWorksheet('Rows')!
    expect(sheet.rowCount).toBe(3 * BATCH_ROWS + 1)
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'ZIP Code', 'Note'])
    expect(sheet.getCell('B2').value).toBe('00000')
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String)
    expect(sheet.getCell('A3').value).toEqual(new Date(Date.UTC(2026, 0, 1, 0, 0, 1)))
    expect(asked).toEqual({ batches: 3, ended: true })
  })

  it('asks for rows only as the download takes the file, and a dropped download ends them', async () => {
    const { asked, batches } = counted(50)
    const reader = xlsxStream('Rows', COLUMNS, batches).getReader()
    expect((await reader.read()).done).toBe(false)
    // A turn of the event loop: rows written as fast as they came would all be asked for by now (their writing
    // waits for nothing else), while paced rows wait for the compressor to take the first ones.
    await new Promise((resolve) => setImmediate(resolve))
    await reader.cancel()
    expect(asked.batches).toBeLessThan(25)
    expect(asked.ended).toBe(true)
  })
})
