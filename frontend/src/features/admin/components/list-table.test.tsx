import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ListTable } from './list-table'

const render = (titleColumn?: number) =>
  renderToString(
    <ListTable
      caption="Leads, newest first"
      columns={['Name', 'ZIP Code']}
      titleColumn={titleColumn}
      rows={[
        { key: 'jane', cells: ['Jane Doe', '33101'] },
        { key: 'john', cells: ['John Roe', '77002'] },
      ]}
    />,
  )

/** The text of each element the pattern finds, without its markup. */
const textsOf = (html: string, pattern: RegExp): string[] =>
  (html.match(pattern) ?? []).map((element) => element.replace(/<[^>]+>/g, ''))

describe('ListTable', () => {
  it('keeps every cell a data cell under its caption and column headers', () => {
    const html = render(0)
    expect(html).toContain('<caption class="sr-only">Leads, newest first</caption>')
    expect(html.match(/<th scope="col"/g)).toHaveLength(2)
    expect(html).not.toContain('scope="row"')
    expect(html.match(/<td /g)).toHaveLength(4)
  })

  it('lays each row out as a card as well, headed by its title column, for narrow screens', () => {
    const html = render(0)
    expect(html).toMatch(/<ul aria-label="Leads, newest first"/)
    expect(textsOf(html, /<h2[^>]*>.*?<\/h2>/g)).toEqual(['Jane Doe', 'John Roe'])
    // The title is not repeated among the card's facts.
    expect(textsOf(html, /<dt[^>]*>.*?<\/dt>/g)).toEqual(['ZIP Code', 'ZIP Code'])
    expect(textsOf(html, /<dd[^>]*>.*?<\/dd>/g)).toEqual(['33101', '77002'])
  })

  it('lists every column in a card with no title column', () => {
    const html = render()
    expect(html).not.toContain('<h2')
    expect(textsOf(html, /<dt[^>]*>.*?<\/dt>/g)).toEqual(['Name', 'ZIP Code', 'Name', 'ZIP Code'])
  })
})
