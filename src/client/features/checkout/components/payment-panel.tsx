import { ShieldCheck } from 'lucide-react'
import { lazy, Suspense } from 'react'
import type { CreatePaymentIntentResponse } from '../../../../shared/contracts/orders'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { TestCardForm } from './test-card-form'

// Stripe's code is its own chunk, fetched only when the server answers that it pays through Stripe.
const StripePayment = lazy(() => import('./stripe-payment'))

/** The card step for an open payment: the test provider's form or Stripe's Payment Element. */
export function PaymentPanel({
  intent,
  onPaid,
  onCouponRefused,
}: {
  intent: CreatePaymentIntentResponse
  onPaid: (orderId: number) => void
  onCouponRefused: (message: string) => void
}) {
  return (
    <Card id="payment">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight text-slate-900">
          <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" />
          Secure payment
        </h2>
      </CardHeader>
      <CardContent>
        {intent.provider === 'stripe' ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-8 text-brand-700">
                <Spinner label="Loading the payment form" />
              </div>
            }
          >
            <StripePayment
              clientSecret={intent.clientSecret}
              publishableKey={intent.publishableKey}
              orderId={intent.orderId}
              amountCents={intent.amountCents}
              onPaid={onPaid}
            />
          </Suspense>
        ) : (
          <TestCardForm
            clientSecret={intent.clientSecret}
            amountCents={intent.amountCents}
            onPaid={onPaid}
            onCouponRefused={onCouponRefused}
          />
        )}
      </CardContent>
    </Card>
  )
}
