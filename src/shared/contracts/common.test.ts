import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  CONTROL_CHARACTERS_MESSAGE,
  IdParamsSchema,
  MULTILINE,
  idField,
  isoDate,
  optionalText,
  requiredText,
} from './common'

const message = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

describe('the text rule', () => {
  const line = requiredText('Name is required', 200)
  const lines = optionalText(2000, MULTILINE)

  it('keeps what people type: accents, emoji (a surrogate pair), other scripts', () => {
    for (const v of ['Zoë Łukasiewicz', 'Café 😀 ☕', '東京のパン屋', 'مخبز', 'a\u00a0b'])
      expect(line.safeParse(v).success, v).toBe(true)
  })

  it('refuses control characters and lone surrogates with one message', () => {
    for (const v of [
      'a\u0000b',
      'a\u0007b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\ud800b',
      'a\udfffb',
      '\ud83d',
    ])
      expect(message(line, v), JSON.stringify(v)).toBe(CONTROL_CHARACTERS_MESSAGE)
  })

  it('lets a multi-line field keep tabs and line breaks, and nothing else', () => {
    expect(lines.safeParse('one\r\n\ttwo').success).toBe(true)
    expect(message(lines, 'one\u0000two')).toBe(CONTROL_CHARACTERS_MESSAGE)
    expect(message(lines, 'one\ud800two')).toBe(CONTROL_CHARACTERS_MESSAGE)
    expect(message(line, 'one\ntwo')).toBe(CONTROL_CHARACTERS_MESSAGE)
    expect(message(line, 'one\ttwo')).toBe(CONTROL_CHARACTERS_MESSAGE)
  })

  it('shows its message before the length or format ones', () => {
    expect(message(requiredText('Required', 3), '\u0000\u0000\u0000\u0000')).toBe(CONTROL_CHARACTERS_MESSAGE)
  })
})

describe('ids', () => {
  it('a body id is a whole number from 1 to 2147483647', () => {
    const id = idField('Pick one')
    for (const v of [1, 42, 2147483647]) expect(id.safeParse(v).success, String(v)).toBe(true)
    for (const v of [0, -1, 1.5, 2147483648, Number.MAX_SAFE_INTEGER, Infinity, NaN, '1', null])
      expect(message(id, v), String(v)).toBe('Pick one')
  })

  it('a path id is decimal digits naming such a number', () => {
    expect(IdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 })
    expect(IdParamsSchema.parse({ id: 7 })).toEqual({ id: 7 })
    for (const v of [
      '2147483648',
      '99999999999',
      '1.5',
      '-1',
      '0',
      '01',
      'abc',
      '1e3',
      '0x10',
      ' 7',
      '7 ',
      '',
    ])
      expect(IdParamsSchema.safeParse({ id: v }).success, v).toBe(false)
  })
})

describe('isoDate', () => {
  const day = isoDate('Start date is required')

  it('takes the days of the calendar, 29 February of leap years included', () => {
    for (const v of ['2026-01-31', '2026-04-30', '2026-12-31', '2028-02-29', '2000-02-29', '2026-02-28'])
      expect(day.safeParse(v).success, v).toBe(true)
  })

  it('refuses days that do not exist, and other shapes', () => {
    for (const v of ['2026-02-31', '2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(message(day, v), v).toBe('Please enter a real date (YYYY-MM-DD)')
    for (const v of ['0000-01-01', '2026-1-1', '2026-01-01T00:00:00Z', '01/02/2026'])
      expect(day.safeParse(v).success, v).toBe(false)
    expect(message(day, '')).toBe('Start date is required')
    expect(message(day, undefined)).toBe('Start date is required')
  })
})
