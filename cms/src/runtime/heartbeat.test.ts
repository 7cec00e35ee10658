import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { checkHeartbeat, HEARTBEAT_STALE_MS, heartbeatFile, startHeartbeat } from './heartbeat'

let folder: string
let file: string

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'heartbeat-'))
  file = path.join(folder, 'worker-heartbeat')
})

afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('the worker’s heartbeat', () => {
  it('is healthy right after the worker writes it, its folder made if need be', async () => {
    file = path.join(folder, 'run', 'worker-heartbeat')
    const heartbeat = await startHeartbeat(file, () => {})
    try {
      expect((await checkHeartbeat(file)).healthy).toBe(true)
    } finally {
      heartbeat.stop()
    }
  })

  it('beats again every interval while the worker’s event loop turns', async () => {
    const heartbeat = await startHeartbeat(file, () => {}, 20)
    try {
      const first = await readFile(file, 'utf8')
      await expect.poll(() => readFile(file, 'utf8')).not.toBe(first)
    } finally {
      heartbeat.stop()
    }
  })

  it('is unhealthy once older than the stale age: a hung or paused worker stops writing', async () => {
    const written = Date.now()
    await writeFile(file, String(written))
    expect((await checkHeartbeat(file, written + HEARTBEAT_STALE_MS)).healthy).toBe(true)
    const stale = await checkHeartbeat(file, written + HEARTBEAT_STALE_MS + 1000)
    expect(stale).toEqual({ healthy: false, message: 'The last heartbeat is 31.0 s old' })
  })

  it('is unhealthy when the worker never wrote one, or wrote no time', async () => {
    expect(await checkHeartbeat(file)).toEqual({ healthy: false, message: `No heartbeat at ${file}` })
    await writeFile(file, 'garbage')
    expect(await checkHeartbeat(file)).toEqual({ healthy: false, message: `${file} holds no time` })
  })

  it('says so when it cannot be written', async () => {
    const logged: string[] = []
    // A file where its folder should be.
    await writeFile(path.join(folder, 'taken'), '')
    const heartbeat = await startHeartbeat(path.join(folder, 'taken', 'worker-heartbeat'), (line) =>
      logged.push(line),
    )
    try {
      expect(logged).toHaveLength(1)
      expect(logged[0]).toContain('Cannot write the heartbeat')
    } finally {
      heartbeat.stop()
    }
  })

  it('is written where WORKER_HEARTBEAT_FILE says', () => {
    expect(heartbeatFile({ WORKER_HEARTBEAT_FILE: '/run/worker/beat' })).toBe('/run/worker/beat')
    expect(path.basename(heartbeatFile({}))).toBe('worker-heartbeat')
  })
})
