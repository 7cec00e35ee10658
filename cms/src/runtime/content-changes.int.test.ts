import { expect, it } from 'vitest'

import { backendsNamed, observerConnection, recordingLog, whilePaused, within } from '../../test/backends'
import {
  CONTENT_CHANGES_CHANNEL,
  contentChangesListenState,
  listenForContentChanges,
  onContentChange,
} from './content-changes'

const LISTENER = 'content changes'

const { databaseUrl, db } = observerConnection()

/** The next change this process hears, from any copy. */
const nextChange = () =>
  new Promise<string>((resolve) => {
    const stop = onContentChange((collection) => {
      stop()
      resolve(collection)
    })
  })

const announce = (collection: string) =>
  db().query('SELECT pg_notify($1, $2)', [CONTENT_CHANGES_CHANNEL, collection])

it('hears a change another copy announces', async () => {
  const log = recordingLog()
  const listener = listenForContentChanges(databaseUrl, log)
  try {
    await log.next('info')
    expect(contentChangesListenState()).toMatchObject({ state: 'connected' })
    const heard = nextChange()
    await announce('services')
    expect(await within(5000, 'the change heard', heard)).toBe('services')
  } finally {
    await listener.stop()
  }
  expect(contentChangesListenState()).toMatchObject({ state: 'off' })
})

it('notices a LISTEN connection gone silent, listens again and marks every page stale within 5 s', async () => {
  const log = recordingLog()
  const listener = listenForContentChanges(databaseUrl, log)
  try {
    await log.next('info')
    const { losses } = contentChangesListenState()
    const [silent, ...others] = await backendsNamed(db(), LISTENER)
    expect(others).toEqual([])
    const heard: string[] = []
    const stopHearing = onContentChange((collection) => heard.push(collection))
    await whilePaused(silent!, async () => {
      const started = performance.now()
      const lost = log.next('warn')
      const back = log.next('info')
      // A change another copy makes meanwhile, which the paused backend never passes on.
      await announce('services')
      expect(await within(5000, 'the loss noticed', lost)).toMatch(/no answer to a keepalive/)
      expect(await within(5000, 'listening again', back)).toMatch(/every page and read marked stale/)
      expect(performance.now() - started).toBeLessThan(5000)
      // Everything is stale: the missed change is covered, whatever it was.
      expect(heard).toEqual(['*'])
      stopHearing()
      expect(contentChangesListenState()).toMatchObject({ state: 'connected', losses: losses + 1 })
      expect(contentChangesListenState().lastKeepaliveAnswerAt).toBeGreaterThan(Date.now() - 5000)
      // On a new connection, which hears the next change.
      expect((await backendsNamed(db(), LISTENER)).filter((pid) => pid !== silent)).toHaveLength(1)
      const next = nextChange()
      await announce('cost-guides')
      expect(await within(5000, 'the next change heard', next)).toBe('cost-guides')
    })
  } finally {
    await listener.stop()
  }
})
