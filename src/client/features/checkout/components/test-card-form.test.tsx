import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { TestCardForm } from './test-card-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderForm() {
  const onPaid = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestCardForm clientSecret="pi_1_secret_x" amount={150} onPaid={onPaid} />
    </QueryClientProvider>,
  )
  return { onPaid }
}

const fill = (card: string, expiry: string, cvc: string) => {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: card } })
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } })
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } })
  fireEvent.click(screen.getByRole('button', { name: 'Pay $150.00' }))
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0')

describe('the test-mode card form', () => {
  it('says it is test mode and checks the card before sending it', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderForm()
    expect(screen.getByText('Test mode — no money moves')).toBeTruthy()
    fill('4242', '13/30', '1')
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration month is invalid.",
      "Your card's security code is incomplete.",
    ])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows a decline and lets the customer try another card, then pays', async () => {
    const bodies: Record<string, unknown>[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      bodies.push(body)
      const declined = String(body.cardNumber).endsWith('0002')
      return new Response(
        JSON.stringify(
          declined
            ? { status: 'requires_payment_method', orderId: 9, message: 'Your card was declined.' }
            : { status: 'succeeded', orderId: 9 },
        ),
        { status: 200 },
      )
    })
    const { onPaid } = renderForm()
    fill('4000 0000 0000 0002', `12/${nextYear}`, '123')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your card was declined.'))
    expect(bodies[0]).toMatchObject({ cardNumber: '4000000000000002', expMonth: 12, cvc: '123' })
    expect(onPaid).not.toHaveBeenCalled()
    fill('4242 4242 4242 4242', `12/${nextYear}`, '123')
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(9))
  })
})
