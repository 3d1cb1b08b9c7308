import { StripeElements, StripePaymentForm } from '../../../components/stripe-payment-form'
import { Spinner } from '../../../components/ui/spinner'
import { toast } from '../../../lib/toast'

interface Props {
  clientSecret: string
  publishableKey: string | undefined
  amountCents: number
  /** Stripe took the card (or is processing it): the server is asked to confirm. */
  onConfirmed: () => void
}

/** Stripe's Payment Element for a maintenance invoice's intent; loaded only when the server runs with Stripe. */
export default function InvoiceStripePayment({
  clientSecret,
  publishableKey,
  amountCents,
  onConfirmed,
}: Props) {
  return (
    <StripeElements
      clientSecret={clientSecret}
      publishableKey={publishableKey}
      appearance={{ theme: 'stripe' }}
    >
      <StripePaymentForm
        amountCents={amountCents}
        returnUrl={`${window.location.origin}/dashboard/billing`}
        onConfirmed={onConfirmed}
        onFailed={(error) =>
          toast({
            title: 'Payment Failed',
            description: error?.message ?? 'Your payment could not be completed.',
            variant: 'destructive',
          })
        }
        busy={<Spinner label="Processing" />}
      />
    </StripeElements>
  )
}
