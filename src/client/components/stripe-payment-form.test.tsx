import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StripePaymentForm } from './stripe-payment-form'

/*
 * Stripe.js is a third party: its React bindings are replaced by a stand-in whose `confirmPayment` answers what
 * each test says, so the form's own decisions (busy, confirmed, failed) are what is tested.
 */
const confirmPayment = vi.fn()
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}))

afterEach(() => confirmPayment.mockReset())

function renderForm() {
  const onConfirmed = vi.fn()
  const onFailed = vi.fn()
  render(
    <StripePaymentForm
      amountCents={49_00}
      returnUrl="https://example.test/back"
      onConfirmed={onConfirmed}
      onFailed={onFailed}
      busy="Paying…"
    />,
  )
  return { onConfirmed, onFailed }
}

describe('StripePaymentForm', () => {
  it('confirms the intent with the return address and stays busy once Stripe took the card', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } })
    const { onConfirmed, onFailed } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }))
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce())
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: 'https://example.test/back' },
        redirect: 'if_required',
      }),
    )
    expect(onFailed).not.toHaveBeenCalled()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Paying…' }).disabled).toBe(true)
  })

  it('hands a refusal to the caller and is ready again', async () => {
    const error = { type: 'card_error', message: 'Your card was declined.' }
    confirmPayment.mockResolvedValue({ error })
    const { onConfirmed, onFailed } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }))
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(error))
    expect(onConfirmed).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $49.00' }).disabled).toBe(false),
    )
  })

  it('treats an intent left unfinished as not paid', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'requires_payment_method' } })
    const { onConfirmed, onFailed } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }))
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(undefined))
    expect(onConfirmed).not.toHaveBeenCalled()
  })
})
