import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Appearance, Stripe, StripeError } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, type ReactNode, useState } from 'react'
import { toast } from '../lib/toast'
import { Button } from './ui/button'
import { keepClear } from '../hooks/use-keep-clear'
import { formatMoney } from '../../shared/money'

/*
 * Stripe's Payment Element for one PaymentIntent, used by the checkout (an order) and the billing page (a
 * maintenance invoice). Only the lazily loaded payment screens import this file, so Stripe.js stays out of the
 * first screen's code.
 */

/** One Stripe.js load per key; without a key nothing is fetched from Stripe. */
const loaded = new Map<string, Promise<Stripe | null>>()
function stripeFor(key: string | undefined): Promise<Stripe | null> {
  if (!key) return Promise.resolve(null)
  let p = loaded.get(key)
  if (!p) {
    p = loadStripe(key)
    loaded.set(key, p)
  }
  return p
}

interface StripeElementsProps {
  clientSecret: string
  publishableKey: string | undefined
  appearance: Appearance
  children: ReactNode
}

/** The Elements context for the intent, with Stripe.js loaded once per publishable key. */
export function StripeElements({ clientSecret, publishableKey, appearance, children }: StripeElementsProps) {
  const [stripe] = useState(() => stripeFor(publishableKey))
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      {children}
    </Elements>
  )
}

interface StripePaymentFormProps {
  amountCents: number
  /** Where Stripe sends the browser back after a payment that needs a redirect (3-D Secure, wallets). */
  returnUrl: string
  /** Stripe took the card (or is processing it); the form stays busy. */
  onConfirmed: () => void
  /** Stripe refused the payment (`error`) or left it unfinished (no `error`); the form is ready again. */
  onFailed: (error: StripeError | undefined) => void
  size?: 'lg'
  /** The submit button's content while Stripe answers. */
  busy: ReactNode
}

/** The Payment Element and its Pay button, inside `StripeElements`. */
export function StripePaymentForm({
  amountCents,
  returnUrl,
  onConfirmed,
  onFailed,
  size,
  busy,
}: StripePaymentFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [pending, setPending] = useState(false)

  const pay = async (e: FormEvent) => {
    e.preventDefault()
    if (!stripe || !elements) return
    setPending(true)
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      })
      if (!error && paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status))
        return onConfirmed()
      onFailed(error)
    } catch {
      toast({ title: 'Payment Error', description: 'An unexpected error occurred', variant: 'destructive' })
    }
    setPending(false)
  }

  return (
    <form method="post" onSubmit={(e) => void pay(e)} className="grid gap-4" aria-busy={pending}>
      <PaymentElement />
      <Button
        ref={keepClear}
        type="submit"
        size={size}
        disabled={!stripe || !elements || pending}
        className="w-full"
      >
        {pending ? busy : <>Pay {formatMoney(amountCents, 'USD', { whole: false })}</>}
      </Button>
    </form>
  )
}
