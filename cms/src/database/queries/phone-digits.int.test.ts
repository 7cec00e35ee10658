import { sql } from '@payloadcms/db-postgres/drizzle'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../test/payload'
import { phoneDigits } from '../../contracts/phone-digits'
import { poolOf } from '../pool'
import { phoneDigitsSql } from './phone-digits'
import { renderSql } from './render-sql'

/** Numbers as people write them, and text that is hardly a number: digits of other scripts, letters, controls. */
const INPUTS = [
  '(305) 555-0142',
  '+1 305.555.0142',
  '3055550142',
  '+13055550142',
  '305 555 0142 ext. 12',
  '1-800-FLOWERS',
  '',
  '   ',
  'no digits at all',
  '٣٠٥٥٥٥٠١٤٢',
  '３０５５５５０１４２',
  '305\u00a0555\u20120142',
  '305\n555\t0142',
  '²³⁴ ½',
  '𝟑𝟎𝟓 555',
  "0'; DROP TABLE leads; --",
]

describe('phone digits in TypeScript and in SQL', () => {
  it('give the same digits for the same input', async () => {
    const query = renderSql(sql`
      SELECT ${phoneDigitsSql(sql`input`)} AS digits
      FROM jsonb_array_elements_text(${JSON.stringify(INPUTS)}::jsonb) WITH ORDINALITY AS given(input, position)
      ORDER BY position`)
    const { rows } = await poolOf(await testPayload()).query<{ digits: string }>(query.sql, query.params)
    expect(rows.map((row) => row.digits)).toEqual(INPUTS.map(phoneDigits))
  })
})
