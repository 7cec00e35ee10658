import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const script = path.join(import.meta.dirname, 'rolling-restart.sh')

/**
 * Docker cannot run here, so a stand-in `docker` on the PATH answers what the script asks and logs each call: a
 * container is running, and its health is the next line of its file under `health/` (healthy once that is empty).
 * `sleep` is a stand-in too, so the test waits for nothing.
 */
const STAND_IN_DOCKER = `#!/usr/bin/env bash
echo "$*" >> "$FOLDER/calls"
if [ "$1 $2" = "compose ps" ]; then echo "id-\${@: -1}"; exit 0; fi
if [ "$1" = inspect ]; then
  if [[ "$3" == *Running* ]]; then echo true; exit 0; fi
  file="$FOLDER/health/$4"
  if [ -s "$file" ]; then head -n 1 "$file"; sed -i 1d "$file"; else echo healthy; fi
fi
`

let folder: string

const standIn = (name: string, body: string) => {
  writeFileSync(path.join(folder, 'bin', name), body)
  chmodSync(path.join(folder, 'bin', name), 0o755)
}

const health = (container: string, statuses: string[]) =>
  writeFileSync(path.join(folder, 'health', container), `${statuses.join('\n')}\n`)

const run = (...args: string[]) => {
  const result = spawnSync('bash', [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, FOLDER: folder, PATH: `${path.join(folder, 'bin')}:${process.env.PATH ?? ''}` },
  })
  const calls = readFileSync(path.join(folder, 'calls'), 'utf8').trim().split('\n')
  return { status: result.status, output: result.stdout + result.stderr, calls }
}

const restarts = (calls: string[]) => calls.filter((call) => /^compose (run|up)/.test(call))

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'rolling-restart-'))
  for (const sub of ['bin', 'health']) mkdirSync(path.join(folder, sub))
  standIn('docker', STAND_IN_DOCKER)
  standIn('sleep', '#!/usr/bin/env bash\nexit 0\n')
})

afterEach(() => {
  rmSync(folder, { recursive: true, force: true })
})

describe('scripts/rolling-restart.sh', () => {
  it('runs the release step, then restarts one copy at a time, each only once the one before is healthy, then the worker', () => {
    health('id-app-a', ['starting', 'starting'])
    health('id-app-b', ['starting'])
    const { status, calls } = run()
    expect(status).toBe(0)
    expect(restarts(calls)).toEqual([
      'compose run --rm --no-deps migrate',
      'compose up --detach --no-deps --force-recreate app-a',
      'compose up --detach --no-deps --force-recreate app-b',
      'compose up --detach --no-deps --force-recreate worker',
    ])
    // app-b is restarted only after app-a's health was asked until it said healthy (three asks: two "starting").
    const between = calls.slice(
      calls.indexOf('compose up --detach --no-deps --force-recreate app-a'),
      calls.indexOf('compose up --detach --no-deps --force-recreate app-b'),
    )
    expect(between.filter((call) => call.startsWith('inspect') && call.includes('Health'))).toHaveLength(3)
  })

  it('stops the roll at a copy that turns unhealthy, leaving the others as they are', () => {
    health('id-app-a', ['starting', 'unhealthy'])
    const { status, calls, output } = run()
    expect(status).toBe(1)
    expect(restarts(calls)).toEqual([
      'compose run --rm --no-deps migrate',
      'compose up --detach --no-deps --force-recreate app-a',
    ])
    expect(output).toContain('app-a is unhealthy')
    expect(calls).toContain('compose logs --tail 50 app-a')
  })

  it('restarts the copies named as its arguments', () => {
    const { status, calls } = run('app-c')
    expect(status).toBe(0)
    expect(restarts(calls)).toEqual([
      'compose run --rm --no-deps migrate',
      'compose up --detach --no-deps --force-recreate app-c',
      'compose up --detach --no-deps --force-recreate worker',
    ])
  })
})
