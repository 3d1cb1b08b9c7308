import { AlertTriangle, FlaskConical } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import type { ConfirmTestPaymentRequest } from '../../../../shared/contracts/orders'
import { TestAuthentication } from '../../../components/test-authentication'
import { Button } from '../../../components/ui/button'
import { keepClear } from '../../../hooks/use-keep-clear'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { ApiError } from '../../../lib/api-client'
import { dismissToast, toast } from '../../../lib/toast'
import { useConfirmTestPayment } from '../api/confirm-test-payment'
import { type CardField, formatCardNumber, formatExpiry, readCard } from '../card-input'
import { BusyIcon } from './busy-icon'
import { formatMoney } from '../../../../shared/money'

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', result: 'succeeds' },
  { number: '4000 0025 0000 3155', result: 'asks for 3-D Secure' },
  { number: '4000 0000 0000 0002', result: 'is declined' },
  { number: '4000 0000 0000 9995', result: 'has insufficient funds' },
]

/** The built-in test provider's card form: clearly test mode, no money moves. */
export function TestCardForm({
  clientSecret,
  amountCents,
  onPaid,
  onCouponRefused,
}: {
  clientSecret: string
  /** Dollars, the server's total. */
  amountCents: number
  onPaid: (orderId: number) => void
  /** A coupon ran out while paying: nothing was charged, and the checkout shows why beside the coupon. */
  onCouponRefused?: (message: string) => void
}) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' })
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})
  const [declined, setDeclined] = useState<string | null>(null)
  const confirm = useConfirmTestPayment()

  // The bank asked for 3-D Secure: the card as read, waiting for the cardholder's answer.
  const [authenticating, setAuthenticating] = useState<ConfirmTestPaymentRequest | null>(null)

  const set = (field: CardField, value: string) => {
    setCard((c) => ({ ...c, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
    // What the server said of the card before no longer stands once the card changes.
    setDeclined(null)
    setAuthenticating(null)
  }

  const pay = (e: FormEvent) => {
    e.preventDefault()
    setDeclined(null)
    const read = readCard({ clientSecret, ...card })
    if (!read.ok) return setErrors(read.errors)
    setErrors({})
    send(read.body)
  }

  const send = (body: ConfirmTestPaymentRequest) =>
    confirm.mutate(body, {
      onSuccess: (res) => {
        if (res.status === 'succeeded') {
          dismissToast()
          return onPaid(res.orderId)
        }
        if (res.status === 'requires_action') return setAuthenticating(body)
        setAuthenticating(null)
        const message = res.message ?? 'Your card was declined.'
        setDeclined(message)
        toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
      },
      onError: (err) => {
        setAuthenticating(null)
        if (err instanceof ApiError && err.code?.startsWith('COUPON_') && onCouponRefused) {
          toast({ title: 'Payment Failed', description: err.userMessage, variant: 'destructive' })
          return onCouponRefused(err.userMessage)
        }
        if (err instanceof ApiError && err.status < 500 && err.status !== 401) {
          setDeclined(err.userMessage)
          toast({ title: 'Payment Failed', description: err.userMessage, variant: 'destructive' })
        } else
          toast({
            title: 'Payment Error',
            description: 'An unexpected error occurred',
            variant: 'destructive',
          })
      },
    })

  const pending = confirm.isPending
  return (
    <form method="post" onSubmit={pay} noValidate className="grid gap-4" aria-busy={pending}>
      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Test mode — no money moves</p>
          <p className="mt-1">Use any future expiry date and any 3-digit CVC with these test cards:</p>
          <ul className="mt-1 grid gap-0.5">
            {TEST_CARDS.map((c) => (
              <li key={c.number}>
                <span className="font-mono">{c.number}</span> {c.result}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <Field label="Card number" error={errors.cardNumber}>
        {(p) => (
          <Input
            {...p}
            value={card.cardNumber}
            onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" error={errors.expiry}>
          {(p) => (
            <Input
              {...p}
              value={card.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
            />
          )}
        </Field>
        <Field label="CVC" error={errors.cvc}>
          {(p) => (
            <Input
              {...p}
              value={card.cvc}
              onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
            />
          )}
        </Field>
      </div>

      {authenticating && (
        <TestAuthentication
          amountText={formatMoney(amountCents, 'USD', { whole: false })}
          pending={pending}
          onAnswer={(authentication) => send({ ...authenticating, authentication })}
        />
      )}
      <div aria-live="assertive">
        {declined && (
          <div
            role="alert"
            className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>{declined}</strong> Please check the details or try another card.
            </p>
          </div>
        )}
      </div>

      <Button ref={keepClear} type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? (
          <>
            <BusyIcon />
            Processing...
          </>
        ) : (
          <>Pay {formatMoney(amountCents, 'USD', { whole: false })}</>
        )}
      </Button>
    </form>
  )
}
