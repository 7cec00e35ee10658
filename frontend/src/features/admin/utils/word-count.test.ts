import { describe, expect, it } from 'vitest'

import { wordCount } from './word-count'

const paragraph = (...texts: string[]) => ({
  type: 'paragraph',
  children: texts.map((text) => ({ type: 'text', text })),
})

describe('wordCount', () => {
  it('counts the words of every text node, however deeply nested', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          paragraph('Kitchen remodels ', 'cost more'),
          {
            type: 'list',
            children: [{ type: 'listitem', children: [{ type: 'text', text: 'cabinets  and counters' }] }],
          },
        ],
      },
    }
    expect(wordCount(body)).toBe(7)
  })

  it('counts words split across two text nodes without a space as two', () => {
    expect(wordCount({ root: { children: [paragraph('bold', 'plain')] } })).toBe(2)
  })

  it('is 0 for a missing or empty body', () => {
    expect(wordCount(null)).toBe(0)
    expect(wordCount({ root: { children: [] } })).toBe(0)
  })
})
