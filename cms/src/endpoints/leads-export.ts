import type { PayloadRequest } from 'payload'

import { leadFilterFromParams, leadFilterSchema } from '../contracts/lead-filter'
import { openCursor, type Cursor } from '../database/cursor'
import { poolOf } from '../database/pool'
import { leadExportQuery } from '../database/queries/lead-export'
import { toQuery } from '../database/queries/render-sql'
import { csvRow, type Cell } from '../export/csv'
import { LEAD_EXPORT_COLUMNS } from '../export/lead-export-columns'
import { xlsxStream, type SheetCell } from '../export/xlsx'
import { invalidInput } from '../server/refusals'
import { staffEndpoint } from './staff-only'

/** Rows fetched from the cursor at a time: enough to keep the database busy, little enough to hold. */
const BATCH_SIZE = 2000

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A cursor on the leads of the request's filter (`?status=&service=&flag=&search=`, as the table reads it), or the
 * 400 that names the parts of the filter it cannot read.
 */
const openLeadCursor = async (req: PayloadRequest): Promise<Cursor | Response> => {
  const filter = leadFilterSchema.safeParse(leadFilterFromParams(req.searchParams))
  if (!filter.success) return invalidInput(filter.error)
  return openCursor(poolOf(req.payload), toQuery(leadExportQuery(filter.data)))
}

/** A download of one person's view of the leads: saved as a dated file, and kept by no cache. */
const downloadHeaders = (contentType: string, extension: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.${extension}"`,
  'Cache-Control': 'no-store',
})

/**
 * GET /api/admin/leads/export?status=&service=&flag=&search=: the leads the table shows, as a CSV download (for
 * tools), streamed from a database cursor as it is read: the download starts at once, memory stays flat whatever
 * the number of leads, and the file is one moment's leads (the cursor's snapshot). Staff only, as the leads' own
 * read access says.
 */
export const leadsExportEndpoint = staffEndpoint({
  path: '/admin/leads/export',
  what: 'leads',
  handler: async (req) => {
    const cursor = await openLeadCursor(req)
    if (cursor instanceof Response) return cursor
    const encoder = new TextEncoder()

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte order mark, so spreadsheet programs read the names as UTF-8.
        const header = LEAD_EXPORT_COLUMNS.map((column) => column.header)
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`))
      },
      async pull(controller) {
        try {
          const rows = await cursor.read(BATCH_SIZE)
          if (rows.length > 0)
            controller.enqueue(encoder.encode(rows.map((row) => csvRow(row as Cell[])).join('')))
          if (rows.length < BATCH_SIZE) {
            await cursor.close()
            controller.close()
          }
        } catch (error) {
          await cursor.close(error)
          controller.error(error)
        }
      },
      // The download was dropped: the cursor and its connection go back at once.
      cancel: () => cursor.close(),
    })

    return new Response(body, { headers: downloadHeaders('text/csv; charset=utf-8', 'csv') })
  },
})

/**
 * The cursor's rows in batches, as the spreadsheet's cells (the date a real date); the cursor is closed however the
 * reading ends: at the last row, on an error, or when the download is dropped.
 */
async function* leadSheetRows(cursor: Cursor): AsyncGenerator<SheetCell[][]> {
  try {
    for (;;) {
      const rows = await cursor.read(BATCH_SIZE)
      yield rows.map(([createdAt, ...text]) => [
        new Date(createdAt as string),
        ...(text as (string | null)[]),
      ])
      if (rows.length < BATCH_SIZE) return
    }
  } catch (error) {
    await cursor.close(error)
    throw error
  } finally {
    await cursor.close()
  }
}

/**
 * GET /api/admin/leads/export.xlsx: the same leads, filter and columns as the CSV, as an Excel workbook for people:
 * every typed value a text cell, so a spreadsheet keeps a ZIP code's leading zero and a phone number's + and never
 * evaluates what a homeowner typed; the date a date cell. Streamed the same way, with the same access.
 */
export const leadsSpreadsheetExportEndpoint = staffEndpoint({
  path: '/admin/leads/export.xlsx',
  what: 'leads',
  handler: async (req) => {
    const cursor = await openLeadCursor(req)
    if (cursor instanceof Response) return cursor
    try {
      const body = xlsxStream('Leads', LEAD_EXPORT_COLUMNS, leadSheetRows(cursor))
      return new Response(body, { headers: downloadHeaders(XLSX_TYPE, 'xlsx') })
    } catch (error) {
      // The workbook could not be set up: its rows were never asked for, so the cursor is closed here.
      await cursor.close()
      throw error
    }
  },
})
