import { describe, expect, it } from 'vitest'

import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['=1', "'=1"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-1-cmd|' /C calc'!A0", "'-1-cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['+A1', "'+A1"],
    ['-5550104444 ext 1', "'-5550104444 ext 1"],
    ['-bob@example.com', "'-bob@example.com"],
    ['=bob@example.com', "'=bob@example.com"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\t+1 305 555 0100', "'\t+1 305 555 0100"],
    ['\rcmd', `"'\rcmd"`],
    ['\0=1', "'\0=1"],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it.each([
    ['+15550101234', '+15550101234'],
    ['+1 (305) 555-0100', '+1 (305) 555-0100'],
    ['+44 20.7946.0000', '+44 20.7946.0000'],
    ['-1', '-1'],
    ['-0.5', '-0.5'],
  ])(
    'leaves a phone number or a plain number as typed, since it cannot run anything: %j',
    (value, expected) => {
      expect(csvCell(value)).toBe(expected)
    },
  )

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
    expect(csvCell(-1)).toBe('-1')
  })
})

describe('csvRow', () => {
  it('joins cells with commas and ends the record with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n')
  })
})
