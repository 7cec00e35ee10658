import { PassThrough } from 'node:stream'

import ExcelJS from 'exceljs'

/**
 * A column of a sheet: `text` cells are strings a spreadsheet shows as typed (a ZIP code keeps its leading zero, a
 * phone number its +, a value that starts with = stays words), `date` cells are real dates it can sort and filter.
 */
export type SheetColumn = { header: string; kind: 'text' | 'date'; width: number }
export type SheetCell = string | Date | null

/**
 * Each kind's number format. Text is Excel's '@' format, so a cell a person edits later stays text too. Dates are
 * UTC, as stored, and say so, since a spreadsheet date has no time zone.
 */
const FORMATS: Record<SheetColumn['kind'], string> = {
  text: '@',
  date: 'yyyy-mm-dd hh:mm:ss "UTC"',
}

/** How much of the file the download's queue holds before it stops asking for more. */
const BUFFERED_BYTES = 256 * 1024

/** What the export needs of the ZIP writer's input stream (a `readable-stream` 2 PassThrough, which has no getters). */
type SheetInput = {
  _writableState: { needDrain: boolean }
  on: (event: 'drain', listener: () => void) => unknown
  off: (event: 'drain', listener: () => void) => unknown
}

/**
 * The stream a sheet's XML waits in to be compressed. exceljs writes the sheet into a buffer of its own that
 * ignores backpressure, piped into the ZIP writer's input; waiting for that input to drain is what holds the next
 * rows back while the download is slow (everything after it, compression to download, passes backpressure on).
 * Neither library has a public handle on it, so its shape is checked: an update that changes it fails here, in the
 * export's tests, rather than buffering a whole export in memory.
 */
const sheetInput = (sheet: ExcelJS.Worksheet): SheetInput => {
  const input = (sheet as unknown as { stream?: { pipes?: Partial<SheetInput>[] } }).stream?.pipes?.[0]
  if (typeof input?._writableState?.needDrain !== 'boolean' || typeof input.on !== 'function')
    throw new Error('exceljs no longer pipes a sheet into a stream to compress')
  return input as SheetInput
}

/** Resolves once `input` has taken what was written to it, or the download has gone. */
const roomIn = (input: SheetInput, download: PassThrough) =>
  new Promise<void>((resolve) => {
    if (!input._writableState.needDrain || download.destroyed) {
      resolve()
      return
    }
    const done = () => {
      input.off('drain', done)
      download.off('close', done)
      resolve()
    }
    input.on('drain', done)
    download.on('close', done)
  })

/**
 * A one-sheet .xlsx of `batches` of rows under a header row, written as the rows come (exceljs's streaming writer)
 * and read by the download as it is written: the next batch is asked for only when the download has room, so memory
 * stays flat whatever the number of rows, and a dropped download ends `batches` (its `finally` runs) before the
 * cancel is answered.
 *
 * Every value is written as a value, never as a formula: exceljs writes a string as a string cell (`t="str"`
 * with a `<v>`, no `<f>`), which a spreadsheet shows as the text it holds without evaluating it, so a cell that
 * starts with =, +, - or @ needs no apostrophe here, unlike in CSV. exceljs drops the control characters XML cannot
 * hold.
 */
export const xlsxStream = (
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetCell[][]>,
): ReadableStream<Uint8Array> => {
  const out = new PassThrough()
  // Shared strings would hold every distinct value in memory until the end; inline values stream.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map(({ header, kind, width }) => ({
    header,
    width,
    style: { numFmt: FORMATS[kind] },
  }))
  const input = sheetInput(sheet)

  // True once every row is in the sheet; false when the download was dropped first.
  const rowsWritten = (async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit()
      await roomIn(input, out)
      // Leaving the loop ends `batches`, which gives its resources back.
      if (out.destroyed) return false
    }
    return true
  })()
  rowsWritten
    .then(async (complete) => {
      if (!complete) return
      sheet.commit()
      await workbook.commit()
    })
    .catch((error: unknown) => out.destroy(error as Error))

  const chunks = out[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = (await chunks.next()) as IteratorResult<Buffer>
        if (chunk.done) controller.close()
        else controller.enqueue(chunk.value)
      },
      // The download was dropped: answered once `batches` has ended, so its resources are back.
      async cancel() {
        await chunks.return?.()
        await rowsWritten.catch(() => false)
      },
    },
    // Counted in bytes, so a download that stops reading soon stops the writer.
    new ByteLengthQueuingStrategy({ highWaterMark: BUFFERED_BYTES }),
  )
}
