import { describe, expect, it } from 'vitest'

import { ApiError } from './api-client'
import { errorMessage, NETWORK_FAULT } from './error-message'

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
