import type { AppContext } from '../../context'
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payments/provider'
import { listUnsettledInvoicePayments } from './invoice-payments.repo'
import { settleInvoiceIntent } from './invoice-payments.service'

/*
 * The reconciliation of maintenance invoices' payments (it runs with the orders' one, every 5 minutes): a payment
 * the provider settled without this side hearing of it — a lost webhook, a tab closed before the return check, a
 * card-on-file charge that was processing — is asked of the provider and settled as its webhook would have: the
 * invoice paid once, a decline recorded, a second payment of a paid invoice given back.
 */

/** The webhook usually comes first: younger payments are left to it. */
export const INVOICE_RECONCILE_AFTER_MS = 2 * 60_000
/** Open hand payments are looked at for this long (a client may pay days after opening the form); under way ones always. */
export const INVOICE_RECONCILE_WINDOW_MS = 7 * 86_400_000
export const INVOICE_RECONCILE_PAGE = 100

export interface InvoiceReconcileSummary {
  seen: number
  settled: number
  failed: number
}

export async function reconcileInvoicePayments(
  ctx: AppContext,
  provider: PaymentProvider,
  signal?: AbortSignal,
): Promise<InvoiceReconcileSummary> {
  const summary: InvoiceReconcileSummary = { seen: 0, settled: 0, failed: 0 }
  // The test provider's intents are this database's rows, settled in the transaction that charges them.
  if (provider.name === 'test') return summary
  const now = ctx.clock.now().getTime()
  const window = {
    provider: provider.name,
    olderThan: new Date(now - INVOICE_RECONCILE_AFTER_MS),
    since: new Date(now - INVOICE_RECONCILE_WINDOW_MS),
    limit: INVOICE_RECONCILE_PAGE,
  }
  let afterId = 0
  for (;;) {
    const page = await listUnsettledInvoicePayments(ctx.db, { ...window, afterId })
    for (const payment of page) {
      if (signal?.aborted) break
      summary.seen++
      try {
        await settleInvoiceIntent(ctx, await provider.retrieve(payment.providerId!))
        summary.settled++
      } catch (err) {
        // One payment that cannot be checked (unknown to the provider, an outage) never stops the run.
        summary.failed++
        ctx.log[err instanceof PaymentProviderError ? 'warn' : 'error'](
          {
            err,
            event: 'reconcile_invoice_payment_failed',
            paymentId: payment.id,
            invoiceId: payment.invoiceId,
          },
          'invoice payment could not be reconciled; skipped',
        )
      }
    }
    if (page.length < INVOICE_RECONCILE_PAGE || signal?.aborted) break
    afterId = page.at(-1)!.id
  }
  if (summary.seen > 0)
    ctx.log[summary.failed ? 'warn' : 'info'](
      { event: 'invoice_reconciliation', ...summary },
      'invoice payments reconciled',
    )
  return summary
}
