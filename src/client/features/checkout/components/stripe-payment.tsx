import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, useState } from 'react'
import { formatCents } from '../../../../shared/catalog'
import { Button } from '../../../components/ui/button'
import { dismissToast, toast } from '../../../lib/toast'
import { BusyIcon } from './busy-icon'

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

interface StripePaymentProps {
  clientSecret: string
  publishableKey: string | undefined
  orderId: number
  amount: number
  onPaid: (orderId: number) => void
}

/** Stripe's Payment Element for the order's PaymentIntent; loaded only when the server runs with Stripe. */
export default function StripePayment(props: StripePaymentProps) {
  const [stripe] = useState(() => stripeFor(props.publishableKey))
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#1d4ed8', borderRadius: '8px' } },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  )
}

function StripeForm({ orderId, amount, onPaid }: StripePaymentProps) {
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
        confirmParams: { return_url: `${window.location.origin}/payment-success?order=${orderId}` },
        redirect: 'if_required',
      })
      if (error) {
        if (error.type === 'card_error' || error.type === 'validation_error')
          toast({
            title: 'Payment Failed',
            description: error.message ?? 'Your payment could not be completed.',
            variant: 'destructive',
          })
        else
          toast({
            title: 'Payment Error',
            description: 'An unexpected error occurred',
            variant: 'destructive',
          })
      } else if (paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status)) {
        dismissToast()
        onPaid(orderId)
        return
      }
    } catch {
      toast({ title: 'Payment Error', description: 'An unexpected error occurred', variant: 'destructive' })
    }
    setPending(false)
  }

  return (
    <form onSubmit={(e) => void pay(e)} className="grid gap-4" aria-busy={pending}>
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || !elements || pending} className="w-full">
        {pending ? (
          <>
            <BusyIcon />
            Processing...
          </>
        ) : (
          <>Pay {formatCents(Math.round(amount * 100), { decimals: true })}</>
        )}
      </Button>
    </form>
  )
}
