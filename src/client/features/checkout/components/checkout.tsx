import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { User } from '../../../../shared/contracts/auth'
import type { BillingDetails, CreatePaymentIntentResponse } from '../../../../shared/contracts/orders'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { ApiError } from '../../../lib/api-client'
import { applyServerErrors } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreatePaymentIntent } from '../api/create-payment-intent'
import { type CheckoutStart, useCheckoutOrder } from '../hooks/use-checkout-order'
import { clearCheckoutStorage, readCheckoutDraft, saveCheckoutDraft, saveCheckoutOrder } from '../saved-order'
import { BillingForm, type BillingValues } from './billing-form'
import { CouponField } from './coupon-field'
import { DomainField } from './domain-field'
import { OrderOptions } from './order-options'
import { OrderSummary } from './order-summary'
import { PaymentPanel } from './payment-panel'
import { fullName } from '../../../../shared/display-name'

/**
 * The checkout: the order's items, coupons and domain, its summary, the invoice details and then the card step.
 * The payment is opened for the order as it stands; changing the order afterwards asks to continue again (the
 * server updates the same unpaid order).
 */
export function Checkout({
  start,
  user,
  onPaid,
}: {
  start: CheckoutStart
  user: Pick<User, 'firstName' | 'lastName'>
  /** After a successful payment, once the pending and saved orders are cleared from this browser. */
  onPaid: (orderId: number) => void
}) {
  const navigate = useNavigate()
  // What the customer chose and typed is kept in this browser until the order is paid: a reload loses nothing.
  const startedFrom = JSON.stringify(start)
  const [draft] = useState(() => readCheckoutDraft(startedFrom))
  const [billing, setBilling] = useState<BillingValues>(
    () => draft?.billing ?? { name: fullName(user.firstName, user.lastName), company: '', address: '' },
  )
  const order = useCheckoutOrder(start, draft)
  const createIntent = useCreatePaymentIntent()
  const [intent, setIntent] = useState<{ key: string; answer: CreatePaymentIntentResponse } | null>(null)
  const orderKey = JSON.stringify(order.details)
  useEffect(() => {
    saveCheckoutDraft({
      startedFrom,
      extraPages: order.extraPages,
      addons: [...order.addons],
      timeline: order.timeline,
      couponCodes: order.coupons.map((c) => c.code),
      domain: order.domain?.name ?? null,
      billing,
    })
    // orderKey stands for the order's details.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderKey, order.coupons, billing, startedFrom])
  const open = intent && intent.key === orderKey ? intent.answer : null

  const continueToPayment = (billing: BillingDetails, form: UseFormReturn<BillingValues>) => {
    const details = order.details
    const key = orderKey
    createIntent.mutate(
      { amount: order.price.totalCents / 100, orderDetails: details, billing },
      {
        onSuccess: (answer) => {
          setIntent({ key, answer })
          const coupons = order.coupons
            .filter((c) => !c.error)
            .map((c) => ({ code: c.code, description: c.description }))
          saveCheckoutOrder({
            ...details,
            orderId: answer.orderId,
            subtotal: order.price.subtotalCents / 100,
            discountAmount: order.price.discountCents / 100,
            finalTotal: answer.amountCents / 100,
            appliedCoupon: coupons[0] ?? null,
            appliedCoupons: coupons,
            domain: order.domain ? { name: order.domain.name, price: order.domain.priceCents / 100 } : null,
          })
          requestAnimationFrame(() =>
            document.getElementById('payment')?.scrollIntoView?.({ block: 'start' }),
          )
        },
        onError: (err) => {
          if (
            err instanceof ApiError &&
            (err.code?.startsWith('COUPON_') || err.status === 409) &&
            refuseCoupon(err.userMessage)
          )
            return
          if (applyServerErrors(form, err)) return
          toast({
            title: 'Payment Setup Failed',
            description: 'Unable to initialize payment. Please try again.',
            variant: 'destructive',
          })
          void navigate('/dashboard')
        },
      },
    )
  }

  /**
   * A coupon that no longer applies is shown beside the coupon (the one the message names, else the first), so
   * the customer can remove it; false when no coupon is applied.
   */
  const refuseCoupon = (message: string) => {
    const named = order.coupons.find((c) => message.toUpperCase().includes(c.code))
    const target = named ?? order.coupons.find((c) => !c.error)
    if (!target) return false
    order.refuseCoupon(target.code, message)
    document.getElementById('coupon-section')?.scrollIntoView?.({ block: 'center' })
    return true
  }

  const paid = (orderId: number) => {
    clearCheckoutStorage()
    onPaid(orderId)
  }

  const locked = createIntent.isPending
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="grid min-w-0 gap-6">
        <OrderOptions order={order} disabled={locked} />
        <Card id="coupon-section">
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight text-slate-900">Coupon and domain</h2>
          </CardHeader>
          <CardContent className="grid gap-6">
            <CouponField order={order} disabled={locked} />
            <DomainField order={order} disabled={locked} />
          </CardContent>
        </Card>
      </div>

      <div className="grid min-w-0 gap-6">
        <OrderSummary price={order.price} serverAmountCents={open?.amountCents} />
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight text-slate-900">Billing details</h2>
          </CardHeader>
          <CardContent>
            <BillingForm
              defaults={billing}
              onChange={setBilling}
              pending={createIntent.isPending}
              submitLabel={open ? 'Update billing details' : 'Continue to payment'}
              onSubmit={continueToPayment}
            />
            {intent && !open && (
              <p role="status" className="mt-3 text-sm text-slate-700">
                Your order changed: continue to payment again to update the amount.
              </p>
            )}
          </CardContent>
        </Card>
        {open && <PaymentPanel intent={open} onPaid={paid} onCouponRefused={refuseCoupon} />}
      </div>
    </div>
  )
}
