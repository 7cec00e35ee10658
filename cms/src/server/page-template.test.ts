import { describe, expect, it } from 'vitest'

import { compilePageTemplate } from './page-template'

const TEMPLATE =
  '<head><!--app-head--></head><body><!--app-notice--><div id="root"><!--app-html--></div>' +
  '<!--app-state--><!--app-preloads--></body>'

const PARTS = {
  head: '<title>T</title>',
  notice: '',
  html: '<p>x</p>',
  state: '<script></script>',
  preloads: '',
}

describe('compilePageTemplate', () => {
  it('puts each part in its place', () => {
    expect(compilePageTemplate(TEMPLATE)(PARTS)).toBe(
      '<head><title>T</title></head><body><div id="root"><p>x</p></div><script></script></body>',
    )
  })

  it('keeps a page’s text as written, replacement patterns and all', () => {
    const html = "<p>Save $$ with $& and $' and $` and $1</p>"
    expect(compilePageTemplate(TEMPLATE)({ ...PARTS, html })).toContain(`<div id="root">${html}</div>`)
  })

  it.each([
    ['a slot missing', TEMPLATE.replace('<!--app-state-->', ''), 'holds it 0 times'],
    ['a slot twice', `${TEMPLATE}<!--app-html-->`, 'holds it 2 times'],
  ])('refuses a template with %s', (_, template, message) => {
    expect(() => compilePageTemplate(template)).toThrow(message)
  })
})
