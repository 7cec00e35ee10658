import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { pinnedNodeVersion, runsPinnedNode } from './node-version'

describe('the Node the project runs on', () => {
  it('is the major version .nvmrc pins', () => {
    expect(process.version, `run the tests through npm or npx: .nvmrc pins ${pinnedNodeVersion()}`).toMatch(
      new RegExp(`^v${pinnedNodeVersion().split('.')[0]}\\.`),
    )
    expect(runsPinnedNode()).toBe(true)
  })

  it('is the one npm scripts find first on their PATH', () => {
    const version = execFileSync('npm', ['exec', '--', 'node', '--version'], { encoding: 'utf8' }).trim()
    expect(runsPinnedNode(version), `npm scripts run Node ${version}`).toBe(true)
  })

  it('tells a version of another major from the pinned one', () => {
    expect(runsPinnedNode('v20.19.0')).toBe(false)
    expect(runsPinnedNode(`v${pinnedNodeVersion()}`)).toBe(true)
  })
})
