import { StripeElements, StripePaymentForm } from '../../../components/stripe-payment-form'
import { dismissToast, toast } from '../../../lib/toast'
import { BusyIcon } from './busy-icon'

interface StripePaymentProps {
  clientSecret: string
  publishableKey: string | undefined
  orderId: number
  amountCents: number
  onPaid: (orderId: number) => void
}

/** Stripe's Payment Element for the order's PaymentIntent; loaded only when the server runs with Stripe. */
export default function StripePayment({
  clientSecret,
  publishableKey,
  orderId,
  amountCents,
  onPaid,
}: StripePaymentProps) {
  return (
    <StripeElements
      clientSecret={clientSecret}
      publishableKey={publishableKey}
      appearance={{ theme: 'stripe', variables: { colorPrimary: '#1d4ed8', borderRadius: '8px' } }}
    >
      <StripePaymentForm
        amountCents={amountCents}
        returnUrl={`${window.location.origin}/payment-success?order=${orderId}`}
        onConfirmed={() => {
          dismissToast()
          onPaid(orderId)
        }}
        onFailed={(error) => {
          if (!error) return
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
        }}
        size="lg"
        busy={
          <>
            <BusyIcon />
            Processing...
          </>
        }
      />
    </StripeElements>
  )
}
