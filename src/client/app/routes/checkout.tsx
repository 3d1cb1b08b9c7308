import { useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { RenderInSlices } from '../../components/render-in-slices'
import { PageShell } from '../../components/page-shell'
import { Spinner } from '../../components/ui/spinner'
import { useHydrated } from '../../hooks/use-hydrated'
import { useAccount } from '../../hooks/use-session'
import { toast } from '../../lib/toast'
import { Checkout } from '../../features/checkout/components/checkout'
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress'
import { readPendingOrder, type StoredOrder } from '../../features/orders/stored-order'

/**
 * /checkout: the pending order from this browser, priced and paid. Without an order the customer is sent to
 * the dashboard; signed out, to the sign-in page (which comes back here while the order is stored).
 */
export default function CheckoutPage() {
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { status, user } = useAccount()
  // Read once the page has hydrated (storage is not there when it is prerendered).
  const stored = useMemo<StoredOrder | null | undefined>(
    () => (hydrated ? readPendingOrder() : undefined),
    [hydrated],
  )

  useEffect(() => {
    if (stored === null) {
      toast({ title: 'No Order Found', description: 'Please create an order first', variant: 'destructive' })
      void navigate('/dashboard', { replace: true })
    } else if (stored && status === 'signed-out') void navigate('/login', { replace: true })
  }, [stored, status, navigate])

  const ready = stored && status === 'signed-in' && user
  const loading = (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="scale-150" label="Loading your order" />
    </div>
  )
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Complete your order</h1>
          <p className="mt-2 text-slate-600">
            Review your website package, then pay securely. Your project starts as soon as the payment is
            through.
          </p>
          <div className="mt-6">
            <CheckoutProgress current={status === 'signed-in' ? 'payment' : 'account'} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 lg:px-8">
        {ready ? (
          <RenderInSlices fallback={loading}>
            <Checkout
              start={stored}
              user={user}
              onPaid={(orderId) => navigate(`/payment-success?order=${orderId}`)}
            />
          </RenderInSlices>
        ) : (
          loading
        )}
      </div>
    </PageShell>
  )
}
