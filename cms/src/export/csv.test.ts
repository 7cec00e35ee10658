import { describe, expect, it } from 'vitest'

import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+15550101234', "'+15550101234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it.each([
    ['plain text', 'plain text'],
    ['Smith, Jane', '"Smith, Jane"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('quotes only when it must: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('writes nothing for a missing value and text for numbers', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-1)).toBe("'-1")
  })
})

describe('csvRow', () => {
  it('joins cells with commas and ends the record with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n')
  })
})
