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
      <TestCardForm clientSecret="pi_1_secret_x" amountCents={150_00} onPaid={onPaid} />
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

  it('asks for 3-D Secure as Stripe does, and pays once the cardholder completes it', async () => {
    const bodies: Record<string, unknown>[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      bodies.push(body)
      return new Response(
        JSON.stringify(
          body.authentication === 'complete'
            ? { status: 'succeeded', orderId: 9 }
            : { status: 'requires_action', orderId: 9 },
        ),
        { status: 200 },
      )
    })
    const { onPaid } = renderForm()
    fill('4000 0025 0000 3155', `12/${nextYear}`, '123')
    const ask = await screen.findByRole('group', { name: 'Your bank asks you to confirm this payment' })
    expect(ask.textContent).toContain('$150.00')
    expect(onPaid).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }))
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(9))
    expect(bodies.map((b) => b.authentication)).toEqual([undefined, 'complete'])
  })

  it("drops the server's word on the card number once the card is corrected", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Your card number is invalid.', code: 'VALIDATION' }), {
          status: 400,
        }),
    )
    renderForm()
    fill('4242 4242 4242 4241', `12/${nextYear}`, '123')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your card number is invalid.'),
    )
    // A valid number and an expiry in the past: only the expiry is wrong now.
    fill('4242 4242 4242 4242', '01/20', '123')
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        "Your card's expiration year is in the past.",
      ]),
    )
  })
})
