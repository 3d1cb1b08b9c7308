import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, useState } from 'react'
import { formatCents } from '../../../../shared/catalog'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { toast } from '../../../lib/toast'

/** One Stripe.js load per key. */
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

interface Props {
  clientSecret: string
  publishableKey: string | undefined
  amount: number
  /** Stripe took the card (or is processing it): the server is asked to confirm. */
  onConfirmed: () => void
}

/** Stripe's Payment Element for a maintenance invoice's intent; loaded only when the server runs with Stripe. */
export default function InvoiceStripePayment(props: Props) {
  const [stripe] = useState(() => stripeFor(props.publishableKey))
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <StripeForm {...props} />
    </Elements>
  )
}

function StripeForm({ amount, onConfirmed }: Props) {
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
        confirmParams: { return_url: `${window.location.origin}/dashboard/billing` },
        redirect: 'if_required',
      })
      if (!error && paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status))
        return onConfirmed()
      toast({
        title: 'Payment Failed',
        description: error?.message ?? 'Your payment could not be completed.',
        variant: 'destructive',
      })
    } catch {
      toast({ title: 'Payment Error', description: 'An unexpected error occurred', variant: 'destructive' })
    }
    setPending(false)
  }
  return (
    <form onSubmit={(e) => void pay(e)} className="grid gap-4" aria-busy={pending}>
      <PaymentElement />
      <Button type="submit" disabled={!stripe || !elements || pending} className="w-full">
        {pending ? (
          <Spinner label="Processing" />
        ) : (
          <>Pay {formatCents(Math.round(amount * 100), { decimals: true })}</>
        )}
      </Button>
    </form>
  )
}
