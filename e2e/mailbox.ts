import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import type { CaughtMail } from '../cms/test/mail-catcher'
import { E2E_MAIL_DIR } from './config'

/** Every message the end-to-end server has sent to `address` so far, oldest first (see e2e/serve.ts). */
export const mailTo = (address: string): CaughtMail[] => {
  const dir = path.resolve(E2E_MAIL_DIR)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address))
}

/**
 * The message to `address` whose subject matches, once the email worker has sent it (within a second). Waits
 * for it to arrive, then checks it arrived once.
 */
export const receivedMail = async (address: string, subject: RegExp): Promise<CaughtMail> => {
  const matching = () => mailTo(address).filter((mail) => subject.test(mail.subject))
  await expect.poll(() => matching().length, { message: `mail to ${address}: ${subject}` }).toBeGreaterThan(0)
  expect(matching(), `one message to ${address} matching ${subject}`).toHaveLength(1)
  return matching()[0]!
}

/** The first link in a message that starts with `prefix` (a full URL). */
export const linkIn = (mail: CaughtMail, prefix: string): string => {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error(`No link starting ${prefix} in "${mail.subject}":\n${mail.text}`)
  return link
}
