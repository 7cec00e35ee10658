import { describe, expect, it } from 'vitest'

import { parseConfiguration } from '../../runtime/config'
import { emailJobKey, queueSettings } from './email-jobs'

describe('an email job', () => {
  it('has the same key each time the same email about a lead or a referral is asked for', () => {
    const leadId = crypto.randomUUID()
    const contractorId = crypto.randomUUID()
    expect(emailJobKey({ type: 'quote', leadId })).toBe(emailJobKey({ type: 'quote', leadId }))
    expect(emailJobKey({ type: 'quote', leadId, contractorId })).not.toBe(
      emailJobKey({ type: 'quote', leadId }),
    )
    const referral = { type: 'referral', referralId: crypto.randomUUID() } as const
    expect(emailJobKey({ ...referral, kind: 'accepted' })).toBe(
      emailJobKey({ ...referral, kind: 'accepted' }),
    )
    expect(emailJobKey({ ...referral, kind: 'accepted' })).not.toBe(
      emailJobKey({ ...referral, kind: 'quoted' }),
    )
  })

  it('has a new key for each invitation, since a contractor may ask for another', () => {
    const userId = crypto.randomUUID()
    expect(emailJobKey({ type: 'invite', userId })).not.toBe(emailJobKey({ type: 'invite', userId }))
  })
})

describe('the queue settings', () => {
  it('default to a minute-long claim and a 2 s first retry', () => {
    expect(queueSettings(parseConfiguration({}))).toEqual({ claimSeconds: 60, retryDelaySeconds: 2 })
    expect(
      queueSettings(parseConfiguration({ EMAIL_CLAIM_SECONDS: '15', EMAIL_RETRY_DELAY_SECONDS: '0' })),
    ).toEqual({
      claimSeconds: 15,
      retryDelaySeconds: 0,
    })
  })

  it.each([
    [{ EMAIL_CLAIM_SECONDS: '3' }, /EMAIL_CLAIM_SECONDS must be a whole number of seconds, at least 4/],
    [{ EMAIL_CLAIM_SECONDS: '1.5' }, /EMAIL_CLAIM_SECONDS/],
    [
      { EMAIL_RETRY_DELAY_SECONDS: '-1' },
      /EMAIL_RETRY_DELAY_SECONDS must be a whole number of seconds, at least 0/,
    ],
    [{ EMAIL_RETRY_DELAY_SECONDS: 'soon' }, /EMAIL_RETRY_DELAY_SECONDS/],
  ])('refuse %o, saying what is allowed', (env, message) => {
    expect(() => parseConfiguration(env)).toThrow(message)
  })
})
