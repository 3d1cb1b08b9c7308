import { describe, expect, it } from 'vitest'
import { displayName, fullName, greeting, initials } from './display-name'

describe('a person’s name', () => {
  it('is the first and last name, either of which may be missing', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace')
    expect(fullName('Ada', '')).toBe('Ada')
    expect(fullName('', 'Lovelace')).toBe('Lovelace')
    expect(fullName(' Ada ', ' Lovelace ')).toBe('Ada Lovelace')
    expect(fullName(null, undefined)).toBe('')
  })

  it('falls back to the e-mail address when there is none', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    )
    expect(displayName({ firstName: '', lastName: ' ', email: 'ada@example.com' })).toBe('ada@example.com')
  })

  it('gives initials from the name, else from the address', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', email: 'x@example.com' })).toBe('AL')
    expect(initials({ firstName: '', lastName: '', email: 'x@example.com' })).toBe('X')
  })
})

describe('greeting', () => {
  it('greets by first name, or says hello', () => {
    expect(greeting('Ada')).toBe('Hi Ada,')
    expect(greeting(' ')).toBe('Hello,')
    expect(greeting(null)).toBe('Hello,')
  })
})
