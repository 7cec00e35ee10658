import { describe, expect, it } from 'vitest'

import { ApiError } from './api-client'
import { errorMessage, errorToast, fieldErrorsOf, formErrorsOf, NETWORK_FAULT } from './api-errors'

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status text')

describe('errorMessage', () => {
  it("shows a refusal's own message, written for people", () => {
    expect(errorMessage(apiError(400, { errors: [{ message: 'Please enter a valid email' }] }))).toBe(
      'Please enter a valid email',
    )
    expect(errorMessage(apiError(429, { errors: [{ message: 'Too many sign-in attempts.' }] }))).toBe(
      'Too many sign-in attempts.',
    )
  })

  it('never shows a status code or a server fault body', () => {
    for (const [status, body] of [
      [500, 'Internal error'],
      [500, { errors: [{ message: 'relation "leads" does not exist' }] }],
      [502, ''],
      [503, { errors: [{ message: 'Service Unavailable' }] }],
      [401, ''],
      [404, 'Not Found'],
      [418, '<html>teapot</html>'],
    ] as const) {
      const message = errorMessage(apiError(status, body))
      expect(message).not.toMatch(/\d{3}|Internal|relation|Unavailable|Not Found|html/)
      expect(message).toMatch(/^[A-Z].*\.$/)
    }
  })

  it('says what a status means when the server gave no message', () => {
    expect(errorMessage(apiError(503, ''))).toBe(
      'Our service is busy right now. Please try again in a moment.',
    )
    expect(errorMessage(apiError(500, 'Internal error'))).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    )
    expect(errorMessage(apiError(401, ''))).toMatch(/sign in again/)
  })

  it('tells a dropped connection from a server fault', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_FAULT)
    expect(errorMessage(new Error('Unexpected token < in JSON'))).toBe(
      'Something unexpected went wrong. Please try again.',
    )
  })
})

describe('fieldErrorsOf', () => {
  it('reads the fields our endpoints name', () => {
    const error = apiError(400, {
      errors: [{ field: 'email', message: 'Use another address.' }, { message: 'No field here' }],
    })
    expect(fieldErrorsOf(error)).toEqual([{ field: 'email', message: 'Use another address.' }])
  })

  it('reads the fields of a Payload validation error', () => {
    const error = apiError(400, {
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
    ['a server fault', apiError(500, { errors: [{ field: 'email', message: 'Internal' }] })],
    ['a body that is not JSON', apiError(400, 'Bad Request')],
    ['an error that is not an answer', new TypeError('Failed to fetch')],
  ])('finds none in %s', (_case, error) => {
    expect(fieldErrorsOf(error)).toEqual([])
  })
})

describe('formErrorsOf', () => {
  it("puts the messages about the form's fields under them, and says nothing above the form", () => {
    const error = apiError(400, {
      errors: [
        { field: 'email', message: 'Use another address.' },
        { field: 'elsewhere', message: 'Not on this form.' },
      ],
    })
    expect(formErrorsOf(error, ['name', 'email'])).toEqual({
      fields: [{ field: 'email', message: 'Use another address.' }],
      formMessage: undefined,
    })
  })

  it("says a refusal about no field of the form above it, in the refusal's own words", () => {
    const error = apiError(400, { errors: [{ field: 'company', message: 'This company is not active.' }] })
    expect(formErrorsOf(error, ['name', 'email'])).toEqual({
      fields: [],
      formMessage: 'This company is not active.',
    })
  })

  it('says what went wrong above the form when the refusal names no field', () => {
    expect(formErrorsOf(apiError(401, ''), ['name', 'email'])).toEqual({
      fields: [],
      formMessage: 'You are not signed in, or your session has ended. Please sign in again.',
    })
    expect(formErrorsOf(new TypeError('Failed to fetch'), ['name'])).toEqual({
      fields: [],
      formMessage: NETWORK_FAULT,
    })
  })
})

describe('errorToast', () => {
  it('is a destructive toast that says why in plain words', () => {
    expect(errorToast('Could not delete', apiError(403, ''))).toEqual({
      title: 'Could not delete',
      description: "You don't have permission to do that.",
      variant: 'destructive',
    })
  })
})
