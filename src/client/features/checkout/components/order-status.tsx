import { AlertTriangle, Clock, LifeBuoy } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { Link } from 'react-router'
import { RenderInSlices } from '../../../components/render-in-slices'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { useFinalisedOrder } from '../hooks/use-finalised-order'
import { clearCheckoutStorage } from '../saved-order'
import { DashboardLink } from './dashboard-link'
import { OrderConfirmation } from './order-confirmation'

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </Card>
  )
}

function Waiting() {
  return (
    <div
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center"
      aria-live="polite"
    >
      <Spinner className="scale-150 text-brand-700" label="Confirming your payment" />
      <h1 className="text-2xl font-bold text-slate-900">Confirming your payment…</h1>
      <p className="max-w-md text-slate-600">
        This usually takes a few seconds. Please keep this page open while we set up your project.
      </p>
    </div>
  )
}

/**
 * The payment return: waits (verify once, then reads every 1.5 s) until the server has finished the order, then
 * shows it. Reloading is safe: it only reads.
 */
export function OrderStatus({
  orderId,
  paymentIntent,
  verify = true,
  clearStorage = false,
}: {
  orderId: number | null
  paymentIntent: string | null
  verify?: boolean
  /** A payment return: the order kept in this browser is cleared once the server has finished the order. */
  clearStorage?: boolean
}) {
  const result = useFinalisedOrder({ orderId, paymentIntent, verify })
  const finalised = result.state === 'finalised'
  useEffect(() => {
    if (!finalised) return
    if (clearStorage) clearCheckoutStorage()
  }, [finalised, clearStorage])

  switch (result.state) {
    case 'finalised':
      return (
        <RenderInSlices fallback={<Waiting />}>
          <OrderConfirmation order={result.order} />
        </RenderInSlices>
      )
    case 'waiting':
      return <Waiting />

    case 'failed':
      // A payment that went through for an order the server could not accept (a coupon that ran out meanwhile):
      // the payment is refunded in full and the customer is told so.
      if (result.order.status === 'cancelled')
        return (
          <Notice icon={<AlertTriangle className="size-6" aria-hidden="true" />} title="Processing Issue">
            <p className="mt-2 text-slate-600" role="alert">
              Your payment went through, but there was a problem with your order ({result.reason}). We have
              refunded the payment in full and e-mailed you; our team will be in touch. You can place the
              order again from checkout.
            </p>
            <DashboardLink className="mt-6" />
          </Notice>
        )
      return (
        <Notice icon={<AlertTriangle className="size-6" aria-hidden="true" />} title="Payment not completed">
          <p className="mt-2 text-slate-600" role="alert">
            {result.reason} Your order is saved, so you can try again.
          </p>
          <Button asChild className="mt-6">
            <Link to="/checkout">Back to checkout</Link>
          </Button>
        </Notice>
      )
    case 'timeout':
      return (
        <Notice
          icon={<Clock className="size-6" aria-hidden="true" />}
          title="This is taking longer than usual"
        >
          <p className="mt-2 text-slate-600" role="alert">
            We have not yet received confirmation of your payment. If it went through, your project will
            appear on your dashboard within a few minutes, and we will e-mail your receipt. Reload this page
            to check again, or contact support if it does not appear.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <DashboardLink />
            <Button asChild variant="outline">
              <Link to="/support">
                <LifeBuoy aria-hidden="true" />
                Contact support
              </Link>
            </Button>
          </div>
        </Notice>
      )
    case 'not-found':
      return (
        <Notice icon={<AlertTriangle className="size-6" aria-hidden="true" />} title="Order not found">
          <p className="mt-2 text-slate-600">
            We could not find this order in your account. Your orders and projects are on your dashboard.
          </p>
          <DashboardLink className="mt-6" />
        </Notice>
      )
    case 'error':
      return (
        <Notice
          icon={<AlertTriangle className="size-6" aria-hidden="true" />}
          title="We could not load your order"
        >
          <p className="mt-2 text-slate-600" role="alert">
            Something went wrong while loading your order. Please reload the page in a moment.
          </p>
          <DashboardLink className="mt-6" />
        </Notice>
      )
  }
}
