import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Configuration } from './config'
import { dataDir } from './paths'

/** How often the worker says it is alive. */
export const HEARTBEAT_INTERVAL_MS = 5000
/** A heartbeat older than this is a worker that stopped turning: hung, paused or dead. Six missed beats. */
export const HEARTBEAT_STALE_MS = 30_000

/** Where the worker writes its heartbeat: WORKER_HEARTBEAT_FILE, or a file in the data folder. */
export const heartbeatFile = ({
  WORKER_HEARTBEAT_FILE,
}: Partial<Pick<Configuration, 'WORKER_HEARTBEAT_FILE'>>): string =>
  WORKER_HEARTBEAT_FILE ?? path.join(dataDir, 'worker-heartbeat')

/**
 * Writes the time to `file` now and every `intervalMs`, from the process's own event loop: a worker that hangs, is
 * paused (SIGSTOP) or dies stops writing, which `npm run worker:health` (a container's health check) sees. Resolves
 * once the first beat is written (or has failed, and said so).
 */
export const startHeartbeat = async (
  file: string,
  log: (message: string) => void,
  intervalMs = HEARTBEAT_INTERVAL_MS,
): Promise<{ stop: () => void }> => {
  let failing = false
  const folder = mkdir(path.dirname(file), { recursive: true })
  const beat = () =>
    folder
      .then(() => writeFile(file, String(Date.now())))
      .then(
        () => {
          failing = false
        },
        (error: unknown) => {
          // Once per run of failures: the health check reports the rest.
          if (!failing) log(`Cannot write the heartbeat to ${file}: ${String(error)}`)
          failing = true
        },
      )
  await beat()
  const timer = setInterval(() => void beat(), intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

export type HeartbeatCheck = { healthy: boolean; message: string }

/** Whether the heartbeat in `file` is recent enough, and what to say about it. */
export const checkHeartbeat = async (
  file: string,
  now = Date.now(),
  staleMs = HEARTBEAT_STALE_MS,
): Promise<HeartbeatCheck> => {
  const written = await readFile(file, 'utf8').then(
    (text) => Number(text.trim()),
    () => undefined,
  )
  if (written === undefined) return { healthy: false, message: `No heartbeat at ${file}` }
  if (!Number.isFinite(written)) return { healthy: false, message: `${file} holds no time` }
  const age = now - written
  const seconds = (age / 1000).toFixed(1)
  if (age > staleMs) return { healthy: false, message: `The last heartbeat is ${seconds} s old` }
  return { healthy: true, message: `The last heartbeat is ${seconds} s old` }
}
