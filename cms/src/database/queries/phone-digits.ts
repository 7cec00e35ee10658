import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

/**
 * The SQL form of contracts/phone-digits.ts's phoneDigits, for the statements that store or search a lead's phone
 * in the database: the same characters removed (anything but 0-9), so a search finds what was stored.
 * phone-digits.int.test.ts runs both forms on the same inputs.
 */
export const phoneDigitsSql = (phone: SQL): SQL => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`
