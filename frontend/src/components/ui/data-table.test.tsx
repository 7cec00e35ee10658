import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DataTable } from './data-table'

const render = () =>
  renderToString(
    <DataTable
      caption="Prices by tier"
      columns={['Tier', 'Price']}
      rows={[
        { key: 'basic', cells: ['Basic', '$1,000'] },
        { key: 'premium', cells: ['Premium', '$5,000'] },
      ]}
    />,
  )

describe('DataTable', () => {
  it('names each row by its first cell', () => {
    const html = render()
    expect(html.match(/<th scope="row"/g)).toHaveLength(2)
    expect(html.match(/<td /g)).toHaveLength(2)
  })

  it('gives screen readers its caption and column headers', () => {
    const html = render()
    expect(html).toContain('<caption class="sr-only">Prices by tier</caption>')
    expect(html.match(/<th scope="col"/g)).toHaveLength(2)
  })
})
