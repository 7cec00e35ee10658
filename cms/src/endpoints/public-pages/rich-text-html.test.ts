import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'

import { richTextToHtml } from './rich-text-html'

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const item = (value: number, children: unknown[], checked?: boolean) => ({
  type: 'listitem',
  value,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...(checked === undefined ? {} : { checked }),
})

const list = (listType: 'bullet' | 'number' | 'check', items: unknown[]) => ({
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children: items,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

const documentOf = (...children: unknown[]) =>
  ({
    root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
  }) as unknown as SerializedEditorState

/** The HTML as a browser reads it. */
const parse = (html: string): Document => {
  const { document } = new Window()
  document.body.innerHTML = html
  return document as unknown as Document
}

describe('richTextToHtml, for lists', () => {
  it('numbers the items of an ordered list and leaves an unordered list’s items without a value', () => {
    const document = parse(
      richTextToHtml(
        documentOf(
          list('bullet', [item(1, [text('Tiles')]), item(2, [text('Grout')])]),
          list('number', [item(1, [text('Measure')]), item(2, [text('Cut')])]),
        ),
      ),
    )
    expect([...document.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Tiles', 'Grout'])
    expect(document.querySelectorAll('ul > li[value]')).toHaveLength(0)
    expect([...document.querySelectorAll('ol > li')].map((li) => li.getAttribute('value'))).toEqual([
      '1',
      '2',
    ])
  })

  it('keeps a nested list inside an item of its own, without a value in an unordered list', () => {
    const html = richTextToHtml(
      documentOf(
        list('bullet', [item(1, [text('Walls')]), item(2, [list('bullet', [item(1, [text('Paint')])])])]),
      ),
    )
    const document = parse(html)
    expect(document.querySelector('ul > li > ul > li')?.textContent).toBe('Paint')
    expect(document.querySelectorAll('li[value]')).toHaveLength(0)
  })

  it('shows a checklist’s items as checkboxes that show their state, labelled by their text', () => {
    const document = parse(
      richTextToHtml(
        documentOf(list('check', [item(1, [text('Permit')], true), item(2, [text('Skip')], false)])),
      ),
    )
    const boxes = [
      ...document.querySelectorAll('ul > li > label > input[type="checkbox"]'),
    ] as HTMLInputElement[]
    expect(boxes.map((box) => [box.parentElement?.textContent?.trim(), box.checked, box.disabled])).toEqual([
      ['Permit', true, true],
      ['Skip', false, true],
    ])
    expect(document.querySelectorAll('[role], [htmlFor], [readonly], li[value]')).toHaveLength(0)
  })
})
