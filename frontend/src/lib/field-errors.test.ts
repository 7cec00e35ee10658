import { describe, expect, it } from 'vitest'

import { ApiError } from './api-client'
import { fieldErrorsOf } from './field-errors'

const refusal = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Bad Request')

describe('fieldErrorsOf', () => {
  it('reads the fields our endpoints name', () => {
    const error = refusal(400, {
      errors: [{ field: 'email', message: 'Use another address.' }, { message: 'No field here' }],
    })
    expect(fieldErrorsOf(error)).toEqual([{ field: 'email', message: 'Use another address.' }])
  })

  it('reads the fields of a Payload validation error', () => {
    const error = refusal(400, {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following field is invalid: password',
          data: { errors: [{ path: 'password', message: 'Use at least 12 characters' }] },
        },
      ],
    })
    expect(fieldErrorsOf(error)).toEqual([{ field: 'password', message: 'Use at least 12 characters' }])
  })

  it.each([
    ['a server fault', refusal(500, { errors: [{ field: 'email', message: 'Internal' }] })],
    ['a body that is not JSON', refusal(400, 'Bad Request')],
    ['an error that is not an answer', new TypeError('Failed to fetch')],
  ])('finds none in %s', (_case, error) => {
    expect(fieldErrorsOf(error)).toEqual([])
  })
})
