import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CheckoutProgress } from './checkout-progress'

/** Each step as it reads: its label, and whether it is done or the current one. */
function steps() {
  return screen.getAllByRole('listitem').map((li) => ({
    text: li.textContent,
    current: li.getAttribute('aria-current') === 'step',
  }))
}

describe('the checkout progress', () => {
  it('goes package, account, payment, project start; at payment only the steps before it are done', () => {
    render(<CheckoutProgress current="payment" />)
    expect(steps()).toEqual([
      { text: 'Package Selection (done)', current: false },
      { text: 'Account Setup (done)', current: false },
      { text: '3Secure Payment', current: true },
      { text: '4Project Start', current: false },
    ])
  })

  it('marks the payment done only once paid, with the project start current', () => {
    render(<CheckoutProgress current="project" />)
    expect(steps().map((s) => s.text)).toEqual([
      'Package Selection (done)',
      'Account Setup (done)',
      'Secure Payment (done)',
      '4Project Start',
    ])
    expect(steps()[3]!.current).toBe(true)
  })
})
