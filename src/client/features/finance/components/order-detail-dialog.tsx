import { RotateCcw } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { FinanceOrderDetail } from '../../../../shared/contracts/finance'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { QueryBody } from '../../../components/query-body'
import { STACKED, StackedLabel } from '../../../components/stacked-table'
import { cn } from '../../../lib/utils'
import { useFinanceOrder } from '../api/get-finance-order'
import { OrderStatusBadge } from './order-status'
import { PdfButton } from './pdf-button'
import { RefundForm } from './refund-form'
import { formatDateTime } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'
import { LEDGER_REFUND_STATUS_LABELS } from '../../../../shared/states'

const humanize = (s: string) => {
  const t = s.replace(/[_-]+/g, ' ').trim()
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/** One order, opened by its View button (and kept in the address as `?order=ID`); `orderId` null: closed. */
export function OrderDetailDialog({
  orderId,
  timeZone,
  onClose,
}: {
  orderId: number | null
  timeZone: string | undefined
  onClose: () => void
}) {
  const detail = useFinanceOrder(orderId)
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Order #{orderId}</DialogTitle>
          <DialogDescription>
            {detail.data
              ? `${detail.data.order.customer.name} · ${detail.data.order.project?.title ?? 'No project'}`
              : 'Its lines, invoice, payment, refunds and credit notes'}
          </DialogDescription>
        </DialogHeader>
        <QueryBody query={detail} what="order">
          {(data) => (
            <OrderRecord
              key={data.order.id}
              detail={data}
              when={(iso) => formatDateTime(iso, { timeZone })}
            />
          )}
        </QueryBody>
      </DialogContent>
    </Dialog>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      {children}
    </section>
  )
}

function OrderRecord({ detail, when }: { detail: FinanceOrderDetail; when: (iso: string) => string }) {
  const [refunding, setRefunding] = useState(false)
  const { order } = detail
  const canRefund = detail.refundableCents > 0
  return (
    <div className="grid min-w-0 gap-6 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge order={order} />
        <span className="text-slate-600">Paid {order.paidAt ? when(order.paidAt) : '—'}</span>
        <span className="text-slate-600">· {order.customer.email}</span>
      </div>

      <Section title="Lines">
        {/* On a phone each line is a card (stacked-table.tsx): its description and amount, then its quantity and
            unit price, with no sideways scrolling. */}
        <table role="table" className={cn('w-full text-left', STACKED.table)}>
          <caption className="sr-only">Order lines</caption>
          <thead
            role="rowgroup"
            className={cn(
              'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600',
              STACKED.head,
            )}
          >
            <tr role="row">
              <th
                role="columnheader"
                scope="col"
                className={cn('py-2 pr-3 font-semibold', STACKED.hiddenHeader)}
              >
                Description
              </th>
              <th
                role="columnheader"
                scope="col"
                className={cn('px-3 py-2 text-right font-semibold', STACKED.hiddenHeader)}
              >
                Qty
              </th>
              <th
                role="columnheader"
                scope="col"
                className={cn('px-3 py-2 text-right font-semibold', STACKED.hiddenHeader)}
              >
                Unit
              </th>
              <th
                role="columnheader"
                scope="col"
                className={cn('py-2 pl-3 text-right font-semibold', STACKED.hiddenHeader)}
              >
                Amount
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={cn('divide-y divide-slate-100', STACKED.body)}>
            {detail.lines.map((l, i) => (
              <tr key={i} role="row" className={STACKED.row}>
                <td
                  role="cell"
                  className={cn('py-2 pr-3 [overflow-wrap:anywhere]', STACKED.cell, STACKED.left)}
                >
                  {l.description}
                </td>
                <td
                  role="cell"
                  className={cn('px-3 py-2 text-right tabular-nums', STACKED.cell, STACKED.left)}
                >
                  <StackedLabel>Qty</StackedLabel>
                  {l.quantity}
                </td>
                <td
                  role="cell"
                  className={cn('px-3 py-2 text-right tabular-nums', STACKED.cell, STACKED.right)}
                >
                  <StackedLabel>Unit</StackedLabel>
                  {formatMoney(l.unitAmountCents, 'USD', { whole: false })}
                </td>
                <td
                  role="cell"
                  className={cn(
                    'py-2 pl-3 text-right tabular-nums',
                    STACKED.cell,
                    STACKED.right,
                    'max-md:row-start-1 max-md:font-semibold max-md:text-slate-900',
                  )}
                >
                  {formatMoney(l.amountCents, 'USD', { whole: false })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 tabular-nums">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="text-right">{formatMoney(detail.subtotalCents, 'USD', { whole: false })}</dd>
          {detail.coupons.map((c) => (
            <div key={c.code} className="col-span-2 grid grid-cols-2">
              <dt className="text-slate-600">Coupon {c.code}</dt>
              <dd className="text-right">−{formatMoney(c.discountCents, 'USD', { whole: false })}</dd>
            </div>
          ))}
          <dt className="text-slate-600">Discount</dt>
          <dd className="text-right">−{formatMoney(detail.discountCents, 'USD', { whole: false })}</dd>
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-right font-semibold text-slate-900">
            {formatMoney(order.amountCents, 'USD', { whole: false })}
          </dd>
        </dl>
      </Section>

      <div className="grid gap-6 sm:grid-cols-2">
        <Section title="Invoice">
          {detail.invoice ? (
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{detail.invoice.number}</span>
              <span className="text-slate-600">{when(detail.invoice.issuedAt)}</span>
              <PdfButton
                url={detail.invoice.pdfUrl}
                filename={`invoice-${detail.invoice.number}.pdf`}
                label={`Download PDF of invoice ${detail.invoice.number}`}
              />
            </p>
          ) : (
            <p className="text-slate-600">No invoice</p>
          )}
        </Section>
        <Section title="Payment">
          {detail.payment ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">Method</dt>
              <dd>
                {humanize(order.paymentMethod)} ({detail.payment.provider})
              </dd>
              <dt className="text-slate-600">Status</dt>
              <dd>{humanize(detail.payment.status)}</dd>
              <dt className="text-slate-600">Reference</dt>
              <dd className="[overflow-wrap:anywhere]">{detail.payment.reference ?? '—'}</dd>
            </dl>
          ) : (
            <p className="text-slate-600">No payment recorded</p>
          )}
        </Section>
      </div>

      {detail.dispute && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          Dispute ({humanize(detail.dispute.status)}) of{' '}
          {formatMoney(detail.dispute.amountCents, 'USD', { whole: false })} opened{' '}
          {when(detail.dispute.openedAt)}: {detail.dispute.reason}
        </p>
      )}

      <Section title="Refunds">
        {detail.refunds.length === 0 ? (
          <p className="text-slate-600">No refunds</p>
        ) : (
          <ul className="grid gap-2">
            {detail.refunds.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 px-3 py-2">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium tabular-nums">
                    {formatMoney(r.amountCents, 'USD', { whole: false })}
                  </span>
                  <Badge
                    variant={
                      r.status === 'failed' ? 'destructive' : r.status === 'pending' ? 'warning' : 'success'
                    }
                  >
                    {LEDGER_REFUND_STATUS_LABELS[r.status]}
                  </Badge>
                  <span className="text-slate-600">
                    {when(r.createdAt)}
                    {r.createdBy ? ` by ${r.createdBy}` : ' (from the payment provider)'}
                  </span>
                </p>
                <p className="text-slate-700">{r.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Credit notes">
        {detail.creditNotes.length === 0 ? (
          <p className="text-slate-600">No credit notes</p>
        ) : (
          <ul className="grid gap-1">
            {detail.creditNotes.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{c.number}</span>
                <span className="tabular-nums">{formatMoney(c.amountCents, 'USD', { whole: false })}</span>
                <span className="text-slate-600">
                  on {c.invoiceNumber}, {when(c.issuedAt)}
                </span>
                <PdfButton
                  url={c.pdfUrl}
                  filename={`credit-note-${c.number}.pdf`}
                  label={`Download PDF of credit note ${c.number}`}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="grid gap-3 border-t border-slate-200 pt-4">
        <p>
          Refundable:{' '}
          <span className="font-semibold tabular-nums">
            {formatMoney(detail.refundableCents, 'USD', { whole: false })}
          </span>
          {order.refundedCents > 0 && (
            <span className="text-slate-600">
              {' '}
              ({formatMoney(order.refundedCents, 'USD', { whole: false })} refunded so far)
            </span>
          )}
        </p>
        {refunding ? (
          <RefundForm detail={detail} onDone={() => setRefunding(false)} />
        ) : (
          <Button
            variant="destructive"
            className="justify-self-start"
            disabled={!canRefund}
            onClick={() => setRefunding(true)}
          >
            <RotateCcw aria-hidden="true" />
            Refund
          </Button>
        )}
      </div>
    </div>
  )
}
