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
import { formatDateTime, formatMoney } from '../../../lib/format'
import { useFinanceOrder } from '../api/get-finance-order'
import { formatStudioDateTime } from '../finance-format'
import { OrderStatusBadge } from './order-status'
import { PdfButton } from './pdf-button'
import { RefundForm } from './refund-form'

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
              when={(iso) => (timeZone ? formatStudioDateTime(iso, timeZone) : formatDateTime(iso))}
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
  const canRefund = Number(detail.refundable) > 0
  return (
    <div className="grid min-w-0 gap-6 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge order={order} />
        <span className="text-slate-600">Paid {order.paidAt ? when(order.paidAt) : '—'}</span>
        <span className="text-slate-600">· {order.customer.email}</span>
      </div>

      <Section title="Lines">
        {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
        <div
          role="region"
          aria-label="Order lines"
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <table className="w-full min-w-[26rem] text-left">
            <caption className="sr-only">Order lines</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Unit
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.lines.map((l, i) => (
                <tr key={i}>
                  <td className="py-2 pr-3">{l.description}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{l.quantity}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(l.unitAmount)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">{formatMoney(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 tabular-nums">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="text-right">{formatMoney(detail.subtotal)}</dd>
          {detail.coupons.map((c) => (
            <div key={c.code} className="col-span-2 grid grid-cols-2">
              <dt className="text-slate-600">Coupon {c.code}</dt>
              <dd className="text-right">−{formatMoney(c.discount)}</dd>
            </div>
          ))}
          <dt className="text-slate-600">Discount</dt>
          <dd className="text-right">−{formatMoney(detail.discount)}</dd>
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-right font-semibold text-slate-900">{formatMoney(order.amount)}</dd>
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
          Dispute ({humanize(detail.dispute.status)}) of {formatMoney(detail.dispute.amount)} opened{' '}
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
                  <span className="font-medium tabular-nums">{formatMoney(r.amount)}</span>
                  <Badge
                    variant={
                      r.status === 'failed' ? 'destructive' : r.status === 'pending' ? 'warning' : 'success'
                    }
                  >
                    {humanize(r.status)}
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
                <span className="tabular-nums">{formatMoney(c.amount)}</span>
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
          Refundable: <span className="font-semibold tabular-nums">{formatMoney(detail.refundable)}</span>
          {Number(order.refunded) > 0 && (
            <span className="text-slate-600"> ({formatMoney(order.refunded)} refunded so far)</span>
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
