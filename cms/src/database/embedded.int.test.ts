import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { projectRoot } from '../runtime/paths'
import { startEmbeddedDatabase } from './embedded'

const PORT = Number(process.env.TEST_LIFECYCLE_PORT ?? 54345)
let dir: string

const query = async (url: string, sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows
  } finally {
    await client.end()
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Starts a cluster in a separate Node process that we can kill without its shutdown, as a crash would. */
const startInChild = (dataDir: string) =>
  new Promise<ReturnType<typeof spawn>>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'cms/test/fixtures/start-cluster.ts', dataDir, String(PORT)],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`cluster process exited early (${code})`)))
  })

beforeAll(async () => {
  // A private temporary folder, as `mktemp -d` makes: the server must still let PostgreSQL reach it as root.
  dir = await mkdtemp(path.join(tmpdir(), 'pros-lifecycle-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('embedded PostgreSQL', () => {
  it('keeps data across a stop and a start', async () => {
    const dataDir = path.join(dir, 'kept', 'postgres')
    const first = await startEmbeddedDatabase({ dataDir, port: PORT })
    await query(first.url, 'CREATE TABLE notes (body text)')
    await query(first.url, 'INSERT INTO notes VALUES ($1)', ['still here'])
    await first.stop()
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedDatabase({ dataDir, port: PORT })
    try {
      expect(await query(second.url, 'SELECT body FROM notes')).toEqual([{ body: 'still here' }])
    } finally {
      await second.stop()
    }
  })

  it('starts again after the process that ran it was killed, taking over the orphaned cluster', async () => {
    const dataDir = path.join(dir, 'orphaned', 'postgres')
    const child = await startInChild(dataDir)
    const orphanPid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0])
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    expect(isAlive(orphanPid)).toBe(true)

    const restarted = await startEmbeddedDatabase({ dataDir, port: PORT })
    try {
      expect(isAlive(orphanPid)).toBe(false)
      expect(await query(restarted.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    } finally {
      await restarted.stop()
    }
  })
})
