import { describe, expect, it } from 'vitest'

import { leads } from '../schema'
import { toQuery } from './render-sql'
import { whereToSql } from './where-to-sql'

describe('whereToSql', () => {
  it('writes each operator on the field’s column, with the values as parameters', () => {
    expect(
      toQuery(
        whereToSql(leads, {
          and: [
            { status: { not_in: ['hired', 'spam'] } },
            { or: [{ withdrawnAt: { exists: false } }, { deletionRequestedAt: { exists: true } }] },
            { service: { equals: 'a-service' } },
            { name: { contains: 'ann' } },
          ],
        }),
      ),
    ).toEqual({
      text:
        '("leads"."status" not in ($1, $2) and ("leads"."withdrawn_at" is null or "leads"."deletion_requested_at" is not null)' +
        ' and "leads"."service_id" = $3 and "leads"."name" ilike $4)',
      values: ['hired', 'spam', 'a-service', '%ann%'],
    })
  })

  it('holds for an empty condition, as Payload leaves an empty `and` out', () => {
    expect(toQuery(whereToSql(leads, { and: [] })).text).toBe('TRUE')
  })

  it('refuses a field that is no column and an operator it has no SQL for', () => {
    expect(() => whereToSql(leads, { nickname: { equals: 'x' } })).toThrow('nickname is no column of leads')
    expect(() => whereToSql(leads, { name: { like: 'x' } })).toThrow('the operator like has no SQL form here')
  })
})
