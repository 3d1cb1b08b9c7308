import { AlertTriangle, CheckCircle2, FlaskConical } from 'lucide-react'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import type { InvoiceSummary, PayInvoiceResponse } from '../../../../shared/contracts/billing'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { TestAuthentication } from '../../../components/test-authentication'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { useConfirmInvoiceTestPayment, usePayInvoice, useVerifyInvoicePayment } from '../api/pay-invoice'
import { formatMoney } from '../../../../shared/money'

const InvoiceStripePayment = lazy(() => import('./invoice-stripe-payment'))

type Step =
  { kind: 'start' } | { kind: 'card'; intent: PayInvoiceResponse } | { kind: 'paid'; processing?: boolean }

/**
 * Pay one open invoice by card (a maintenance plan's, or a revision round's): for a plan, keep the card or not;
 * then the card form and the confirmation.
 */
export function PayInvoiceDialog({
  invoice,
  onOpenChange,
  keepCardByDefault = false,
}: {
  invoice: InvoiceSummary | null
  onOpenChange: (open: boolean) => void
  /** A new plan's first invoice: keeping the card for its next cycles is ticked to begin with. */
  keepCardByDefault?: boolean
}) {
  return (
    <Dialog open={invoice !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {invoice && (
          <PayInvoice
            key={invoice.id}
            invoice={invoice}
            keepCardByDefault={keepCardByDefault}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function PayInvoice({
  invoice,
  keepCardByDefault,
  onDone,
}: {
  invoice: InvoiceSummary
  keepCardByDefault: boolean
  onDone: () => void
}) {
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const [keepCard, setKeepCard] = useState(keepCardByDefault)
  const [error, setError] = useState<string | null>(null)
  const open = usePayInvoice()
  const verify = useVerifyInvoicePayment()

  const start = () => {
    setError(null)
    open.mutate(
      { id: invoice.id, keepCard },
      {
        onSuccess: (intent) => setStep({ kind: 'card', intent }),
        onError: (err) => setError(errorMessage(err, 'We could not open the payment. Please try again.')),
      },
    )
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Pay invoice {invoice.number}</DialogTitle>
        <DialogDescription>
          {invoice.description} · {formatMoney(invoice.amountCents, 'USD', { whole: false })}
        </DialogDescription>
      </DialogHeader>
      {step.kind === 'paid' ? (
        <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
          <CheckCircle2 className="size-10 text-emerald-600" aria-hidden="true" />
          <p className="font-semibold text-slate-900">
            {step.processing ? 'Your payment is being processed' : 'Payment received — thank you'}
          </p>
          <p className="text-sm text-slate-600">
            {keepCard
              ? 'Your card is kept for your next maintenance payments. A receipt is on its way.'
              : 'A receipt is on its way to your e-mail.'}
          </p>
          <Button onClick={onDone}>Done</Button>
        </div>
      ) : step.kind === 'start' ? (
        <div className="grid gap-4">
          {/* A card kept is charged for a plan's next cycles; a one-off invoice has none. */}
          {invoice.subscriptionId != null && (
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={keepCard}
                onChange={(e) => setKeepCard(e.target.checked)}
              />
              <span>Keep this card for future maintenance payments</span>
            </label>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button onClick={start} disabled={open.isPending}>
            {open.isPending ? <Spinner label="Opening the payment" /> : 'Continue to card'}
          </Button>
        </div>
      ) : step.intent.provider === 'test' ? (
        <TestCard invoiceId={invoice.id} intent={step.intent} onPaid={() => setStep({ kind: 'paid' })} />
      ) : (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <InvoiceStripePayment
            clientSecret={step.intent.clientSecret}
            publishableKey={step.intent.publishableKey}
            amountCents={step.intent.amountCents}
            onConfirmed={() =>
              verify.mutate(invoice.id, {
                onSettled: (res) => setStep({ kind: 'paid', processing: res?.status !== 'paid' }),
              })
            }
          />
        </Suspense>
      )}
    </>
  )
}

/** The built-in test provider's card form (test mode: no money moves). */
function TestCard({
  invoiceId,
  intent,
  onPaid,
}: {
  invoiceId: number
  intent: PayInvoiceResponse
  onPaid: () => void
}) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' })
  const [declined, setDeclined] = useState<string | null>(null)
  const confirm = useConfirmInvoiceTestPayment()
  const set = (field: keyof typeof card, value: string) => {
    setCard((c) => ({ ...c, [field]: value }))
    setDeclined(null)
    setAuthenticating(false)
  }

  // The bank asked for 3-D Secure: waiting for the cardholder's answer (TestAuthentication).
  const [authenticating, setAuthenticating] = useState(false)

  const send = (authentication?: 'complete' | 'fail') => {
    setDeclined(null)
    const [month = '', year = ''] = card.expiry.split('/')
    confirm.mutate(
      {
        id: invoiceId,
        body: {
          clientSecret: intent.clientSecret,
          cardNumber: card.cardNumber,
          expMonth: Number(month),
          expYear: Number(year),
          cvc: card.cvc,
          ...(authentication ? { authentication } : {}),
        },
      },
      {
        onSuccess: (res) => {
          setAuthenticating(res.status === 'requires_action')
          if (res.status === 'succeeded') onPaid()
          else if (res.status === 'requires_payment_method')
            setDeclined(res.message ?? 'Your card was declined.')
        },
        onError: (err) => {
          setAuthenticating(false)
          setDeclined(
            err instanceof ApiError && err.status < 500 ? err.userMessage : 'An unexpected error occurred',
          )
        },
      },
    )
  }
  const pay = (e: FormEvent) => {
    e.preventDefault()
    send()
  }

  return (
    <form method="post" onSubmit={pay} noValidate className="grid gap-4" aria-busy={confirm.isPending}>
      <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Test mode — no money moves. Use 4242 4242 4242 4242 with any future date and any CVC.
      </p>
      <Field label="Card number">
        {(p) => (
          <Input
            {...p}
            value={card.cardNumber}
            onChange={(e) => set('cardNumber', e.target.value)}
            inputMode="numeric"
            autoComplete="cc-number"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)">
          {(p) => (
            <Input
              {...p}
              value={card.expiry}
              onChange={(e) => set('expiry', e.target.value)}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
            />
          )}
        </Field>
        <Field label="CVC">
          {(p) => (
            <Input
              {...p}
              value={card.cvc}
              onChange={(e) => set('cvc', e.target.value)}
              inputMode="numeric"
              autoComplete="cc-csc"
            />
          )}
        </Field>
      </div>
      {authenticating && (
        <TestAuthentication
          amountText={formatMoney(intent.amountCents, intent.currency, { whole: false })}
          pending={confirm.isPending}
          onAnswer={send}
        />
      )}
      {declined && (
        <p role="alert" className="flex gap-2 text-sm text-red-700">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {declined}
        </p>
      )}
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? (
          <Spinner label="Processing" />
        ) : (
          <>Pay {formatMoney(intent.amountCents, intent.currency, { whole: false })}</>
        )}
      </Button>
    </form>
  )
}
