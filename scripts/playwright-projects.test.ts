import { describe, expect, it } from 'vitest'

import { checkedSpecProjects } from '../e2e/spec-projects'

const SPECS = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts']

describe('the Playwright projects (playwright.config.ts)', () => {
  it('accept lists that give every spec file exactly one project', () => {
    const projects = { browser: ['a.spec.ts', 'b.spec.ts'], content: ['c.spec.ts'] }
    expect(checkedSpecProjects(SPECS, projects)).toBe(projects)
  })

  it.each<[string, Record<string, string[]>, string]>([
    ['a spec file in no project', { browser: ['a.spec.ts', 'b.spec.ts'] }, 'e2e/c.spec.ts is in no project'],
    [
      'a spec file in two projects',
      { browser: ['a.spec.ts', 'b.spec.ts', 'c.spec.ts'], content: ['c.spec.ts'] },
      'e2e/c.spec.ts is in 2 projects (browser, content)',
    ],
    [
      'a listed file that is not a spec file',
      { browser: ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'gone.spec.ts'] },
      'e2e/gone.spec.ts is listed but is not a spec file of e2e/',
    ],
  ])('refuse %s', (_case, projects, message) => {
    expect(() => checkedSpecProjects(SPECS, projects)).toThrow(message)
  })
})
