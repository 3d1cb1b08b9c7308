import type { AppContext } from '../../context'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { PaymentProviderError } from '../../integrations/payments/provider'
import { DEFAULT_MAX_ATTEMPTS, enqueueJob, markEventProcessed } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/runner'
import { findAccount } from '../auth'
import { countPayment } from '../metrics'
import { addNotification } from '../notifications'
import { secondPaymentRefundedMail } from './invoice-payments.mail'
import {
  findInvoicePayment,
  type InvoicePaymentRow,
  type InvoiceRow,
  lockInvoice,
  updateInvoicePayment,
} from './invoice-payments.repo'

/*
 * A maintenance invoice is paid once (`invoice_payments_one_success_key`). Money the provider took for one that
 * another payment had paid already — two tabs, a hand payment whose webhook came after the card on file was
 * charged — is given back whole by a job, as the orders' refund job gives back payments it cannot accept
 * (docs/decisions/0019-finance-ledger.md). The payment is `refunding` until the provider has refunded it, then
 * `refunded`, and the client is mailed. No credit note: the invoice was paid once and stays paid.
 */

export const INVOICE_REFUND_JOB = 'refund-invoice-payment'

export const SECOND_PAYMENT = {
  refunding: 'Paid after the invoice was paid: being refunded',
  refunded: 'Paid after the invoice was paid: refunded',
  refundFailed: (detail: string) => `Paid after the invoice was paid: the refund failed (${detail})`,
} as const

/** The provider's idempotency key of the refund of one invoice payment: a retried job refunds once. */
export const invoiceRefundKey = (paymentId: number) => `invoice-payment-${paymentId}-refund`

/**
 * In the caller's transaction, which holds the paid invoice's row lock: the payment `providerId` succeeded at the
 * provider too, so it is marked `refunding` and its refund queued, once per payment whichever door reports it.
 */
export async function queueSecondPaymentRefund(
  t: TxContext,
  invoice: InvoiceRow,
  payment: InvoicePaymentRow,
  providerId: string,
) {
  const { tx } = t
  if (payment.status === 'refunding' || payment.status === 'refunded') return
  if (!(await markEventProcessed(tx, 'invoice-payment-refund', String(payment.id)))) return
  await updateInvoicePayment(tx, payment.id, {
    status: 'refunding',
    providerId,
    failureReason: SECOND_PAYMENT.refunding,
  })
  await enqueueJob(tx, { kind: INVOICE_REFUND_JOB, payload: { invoicePaymentId: payment.id } })
  t.log.error(
    { event: 'invoice_paid_twice', invoiceId: invoice.id, paymentId: payment.id, intent: providerId },
    'a second payment of a paid invoice; refunding it',
  )
}

/**
 * Refunds an invoice payment taken twice, in full, with a key derived from the payment. A refund the provider says
 * was made already counts as made; one that fails its last retry keeps the reason on the payment and waits for a
 * person (the job is left dead in the admin's queue).
 */
export function invoiceRefundJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: INVOICE_REFUND_JOB,
    async run(payload, job) {
      const payment = await findInvoicePayment(ctx.db, Number(payload.invoicePaymentId))
      if (!payment?.providerId || payment.status !== 'refunding') return
      if (payment.provider !== ctx.payments.name)
        throw new Error(`payment ${payment.id} is not this provider's`)
      try {
        await ctx.payments.refund(payment.providerId, invoiceRefundKey(payment.id))
      } catch (err) {
        const refundedAlready =
          err instanceof PaymentProviderError && err.detail.code === 'charge_already_refunded'
        if (!refundedAlready) {
          if (job.attempt >= DEFAULT_MAX_ATTEMPTS)
            await updateInvoicePayment(ctx.db, payment.id, {
              failureReason: SECOND_PAYMENT.refundFailed(err instanceof Error ? err.message : String(err)),
            })
          throw err
        }
      }
      await withTransaction(ctx, async (t) => {
        const invoice = (await lockInvoice(t.tx, payment.invoiceId))!
        t.afterCommit(() => countPayment(t.metrics, 'invoice', 'refunded'))
        await updateInvoicePayment(t.tx, payment.id, {
          status: 'refunded',
          refundedAt: t.clock.now(),
          failureReason: SECOND_PAYMENT.refunded,
        })
        await addNotification(t.tx, {
          userId: payment.userId,
          projectId: invoice.projectId,
          type: 'payment',
          title: invoice.status === 'void' ? 'Payment refunded' : 'Second payment refunded',
          message:
            invoice.status === 'void'
              ? `Invoice ${invoice.number} was cancelled, so we refunded your payment of it.`
              : `Invoice ${invoice.number} was already paid, so we refunded your second payment of it.`,
        })
        const user = await findAccount(t.tx, payment.userId)
        if (user)
          await enqueueMail(t.tx, {
            to: user.email,
            kind: 'refund',
            ...secondPaymentRefundedMail(
              invoice,
              payment.amountCents,
              `${t.config.publicUrl}/dashboard/billing`,
            ),
          })
        t.log.info(
          { event: 'invoice_payment_refunded', invoiceId: invoice.id, paymentId: payment.id },
          'second invoice payment refunded',
        )
      })
    },
  }
}
