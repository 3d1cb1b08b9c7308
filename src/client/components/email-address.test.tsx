import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailAddress } from './email-address'

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before dots, and keeps the address as written', () => {
    const { container } = render(<EmailAddress email="maria.lopez-garcia@bakery.example.co.uk" />)
    expect(container.textContent).toBe('maria.lopez-garcia@bakery.example.co.uk')
    const before = [...container.querySelectorAll('wbr')].map((w) => w.nextSibling?.textContent?.[0])
    expect(before).toEqual(['.', '@', '.', '.', '.'])
  })
})
