import { APIError, ValidationError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepFieldErrors } from './keepFieldErrors'

const fieldErrors = [{ path: 'city', message: 'A location page for Roofing in Miami, FL already exists' }]

/** What another copy of Payload throws: the same name and data, another class. */
class OtherCopyValidationError extends Error {
  override name = 'ValidationError'
  constructor(readonly data: { collection: string; errors: typeof fieldErrors }) {
    super('The following field is invalid: City')
  }
}

const run = (error: Error, result = { errors: [{ message: error.message }] }) =>
  keepFieldErrors({ error, result, context: {}, req: {} as PayloadRequest })

describe('keepFieldErrors', () => {
  it('puts back the field messages a formatter that did not know the error left out', () => {
    const error = new OtherCopyValidationError({ collection: 'city-pages', errors: fieldErrors })
    expect(run(error)).toEqual({
      response: {
        errors: [
          {
            name: 'ValidationError',
            data: { collection: 'city-pages', errors: fieldErrors },
            message: 'The following field is invalid: City',
          },
        ],
      },
    })
  })

  it("leaves Payload's own answer alone when it already has them", () => {
    const error = new ValidationError({ collection: 'city-pages', errors: fieldErrors })
    expect(run(error, { errors: [{ message: error.message, data: error.data } as never] })).toBeUndefined()
  })

  it('leaves every other error alone', () => {
    expect(run(new APIError('This service cannot be deleted', 409))).toBeUndefined()
    expect(run(new Error('boom'))).toBeUndefined()
  })
})
