import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DataTable, type DataTableVariant } from './data-table'

const render = (variant: DataTableVariant, titleColumn?: number) =>
  renderToString(
    <DataTable
      variant={variant}
      titleColumn={titleColumn}
      caption="Prices by tier"
      columns={['Tier', 'Price']}
      rows={[
        { key: 'basic', cells: ['Basic', '$1,000'] },
        { key: 'premium', cells: ['Premium', '$5,000'] },
      ]}
    />,
  )

describe('DataTable', () => {
  it('names each row by its first cell in a table of facts', () => {
    const html = render('facts')
    expect(html.match(/<th scope="row"/g)).toHaveLength(2)
    expect(html.match(/<td /g)).toHaveLength(2)
  })

  it('keeps every cell a data cell in a dashboard list', () => {
    const html = render('list')
    expect(html).not.toContain('scope="row"')
    expect(html.match(/<td /g)).toHaveLength(4)
  })

  it('gives screen readers its caption and column headers', () => {
    const html = render('list')
    expect(html).toContain('<caption class="sr-only">Prices by tier</caption>')
    expect(html.match(/<th scope="col"/g)).toHaveLength(2)
  })

  it('shows a table of facts as a table only', () => {
    expect(render('facts')).not.toContain('<ul')
  })

  it('also lays a dashboard list out as cards, each headed by its title column, for narrow screens', () => {
    const html = render('list', 0)
    expect(html).toMatch(/<ul aria-label="Prices by tier"/)
    expect(html.match(/<h2[^>]*>(.*?)<\/h2>/g)?.map((heading) => heading.replace(/<[^>]+>/g, ''))).toEqual([
      'Basic',
      'Premium',
    ])
    // The title is not repeated among the card's facts.
    expect(html.match(/<dt[^>]*>(.*?)<\/dt>/g)?.map((term) => term.replace(/<[^>]+>/g, ''))).toEqual([
      'Price',
      'Price',
    ])
    expect(html.match(/<dd[^>]*>(.*?)<\/dd>/g)?.map((value) => value.replace(/<[^>]+>/g, ''))).toEqual([
      '$1,000',
      '$5,000',
    ])
  })
})
