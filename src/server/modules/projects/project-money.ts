import { PAYMENT_METHOD_LABELS } from '../../../shared/contracts/admin'
import type { ProjectPayment } from '../../../shared/contracts/admin-projects'
import type { ManualPaymentMethod, OrderPaymentMethod } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { findOrderInvoice, orderLedger, refundableCents } from '../billing'
import { formatMoney } from '../../../shared/money'

/* A project's order money, as the cancel dialog offers it and as a cancellation tells the client of it. */

/** How an order was paid (orders' `findOrderPaymentMethod`). */
export type OrderPaymentMethodReader = (tx: Executor, orderId: number) => Promise<string | undefined>

let readPaymentMethod: OrderPaymentMethodReader | null = null

/**
 * How an order was paid is the orders module's to say, and orders depends on projects (it finalises a payment
 * into a project), so app.ts hands its reader in once at start rather than projects importing orders.
 */
export function readOrderPaymentMethodsWith(reader: OrderPaymentMethodReader) {
  readPaymentMethod = reader
}

/**
 * A project's order money as it stands, in the caller's transaction: how it was paid, the invoice's total, what
 * was refunded and what is left to refund. Null when the order has no invoice (nothing to refund, nor refunded).
 */
export async function projectMoney(
  tx: Executor,
  project: { id: number; orderId: number },
): Promise<ProjectPayment | null> {
  if (!readPaymentMethod)
    throw new Error('projects: app.ts passes the orders payment method reader in at start')
  const method = await readPaymentMethod(tx, project.orderId)
  const invoice = await findOrderInvoice(tx, project.orderId)
  if (method === undefined || !invoice) return null
  const ledger = await orderLedger(tx, project.orderId, invoice.id)
  const left = await refundableCents(tx, {
    id: project.orderId,
    invoiceId: invoice.id,
    totalCents: invoice.totalCents,
  })
  return {
    method: method as OrderPaymentMethod,
    paidCents: invoice.totalCents,
    refundedCents: ledger.refundedCents,
    refundableCents: left,
  }
}

/**
 * What the cancellation tells the client of their money, from the ledger as it stands once the refund is made: the
 * amount refunded and how it comes back, or that no refund has been made.
 */
export function moneyWords(money: ProjectPayment | null): string {
  const refunded = money?.refundedCents ?? 0
  if (!money || refunded <= 0) return 'No refund has been made.'
  const amount = formatMoney(refunded, 'USD', { whole: false })
  const rest = money.paidCents - refunded
  const of = rest > 0 ? ` of your ${formatMoney(money.paidCents, 'USD', { whole: false })} payment` : ''
  const back =
    money.method === 'card'
      ? `We have refunded ${amount}${of} to your card; it reaches you in 5-10 business days.`
      : `We have refunded ${amount}${of} the way you paid${
          money.method === 'other'
            ? ''
            : ` (${PAYMENT_METHOD_LABELS[money.method as ManualPaymentMethod].toLowerCase()})`
        }; if it has not reached you within 10 business days, reply to this e-mail.`
  return rest > 0
    ? `${back} The remaining ${formatMoney(rest, 'USD', { whole: false })} is not refunded.`
    : back
}
