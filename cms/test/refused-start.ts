import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect } from 'vitest'

import { projectRoot } from '../src/runtime/paths'

/** A production deployment's start on a database nothing listens on: a refusal comes before anything connects. */
export const deploymentEnvironment = (
  unset: readonly string[],
  set: Record<string, string> = {},
): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://pros:pros@127.0.0.1:9/pros',
    PAYLOAD_SECRET: 'a-deployment-secret-0123456789abcdef0123456789',
    ...set,
  }
  for (const name of unset) delete env[name]
  return env
}

/** Starts an entry point (the server, the worker, the release step) as operators do, and expects it to refuse. */
export const expectStartRefused = async (entry: string, env: NodeJS.ProcessEnv, message: string) => {
  const started = promisify(execFile)(process.execPath, ['--import', 'tsx', entry], {
    cwd: projectRoot,
    env,
    timeout: 60_000,
  })
  await expect(started).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) })
}
