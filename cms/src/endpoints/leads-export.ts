import { leadFilterFromParams, leadFilterSchema } from '../contracts/lead-filter'
import { openCursor } from '../database/cursor'
import { poolOf } from '../database/pool'
import { csvRow, type Cell } from '../export/csv'
import { leadExportQuery } from '../export/lead-export-query'
import { staffEndpoint } from './staff-only'

/** Rows fetched from the cursor at a time: enough to keep the database busy, little enough to hold. */
const BATCH_SIZE = 2000

const HEADER = [
  'Date',
  'Service',
  'ZIP Code',
  'Name',
  'Email',
  'Phone',
  'Status',
  'Contact Preference',
  'Budget',
  'Timeframe',
  'Description',
  'Lead ID',
] as const

/**
 * GET /api/admin/leads/export?status=&service=&flag=&search=: the leads the table shows, as a CSV download, streamed
 * from a database cursor as it is read: the download starts at once, memory stays flat whatever the number of leads,
 * and the file is one moment's leads (the cursor's snapshot). Staff only, as the leads' own read access says.
 */
export const leadsExportEndpoint = staffEndpoint({
  path: '/admin/leads/export',
  what: 'leads',
  handler: async (req) => {
    const filter = leadFilterSchema.safeParse(leadFilterFromParams(req.searchParams))
    if (!filter.success) {
      const errors = filter.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }))
      return Response.json({ errors }, { status: 400 })
    }
    const cursor = await openCursor(poolOf(req.payload), leadExportQuery(filter.data))
    const encoder = new TextEncoder()

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte order mark, so spreadsheet programs read the names as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`))
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

    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
