import { orderName } from '../../../shared/contracts/orders'
import { lineText } from '../../../shared/pricing'
import { renderMail } from '../../integrations/mail/render'
import { formatMoney, formatReportedMoney } from '../../../shared/money'

interface ReceiptOrder {
  id: number
  title: string
  amountCents: number
  discountCents: number
  subtotalCents: number
  /** The invoice's company, which names an order the customer left unnamed. */
  billingCompany?: string
  /** Each coupon's share, as priced with the order. */
  couponDiscounts?: { code: string; discountCents: number }[]
}

/** The receipt: what was paid, the invoice number, and the one next step (the requirements form). */
export function receiptMail(
  order: ReceiptOrder,
  lines: { description: string; quantity?: number; amountCents: number }[],
  invoiceNumber: string,
  setupUrl: string,
) {
  const title = orderName(order.title, order.billingCompany)
  return renderMail({
    subject: `Your SiteCraft receipt — ${formatMoney(order.amountCents, 'USD', { whole: false })} (invoice ${invoiceNumber})`,
    heading: 'Thank you — your payment is confirmed',
    paragraphs: [
      `We have received ${formatMoney(order.amountCents, 'USD', { whole: false })} for "${title}". Your invoice is ${invoiceNumber}; you can download it from your dashboard.`,
      `Next step: tell us about your business so we can start designing. Fill in your project requirements at ${setupUrl}. Your delivery date is set when we have them.`,
    ],
    details: [
      ...lines.map((l): [string, string] => [
        lineText({ label: l.description, quantity: l.quantity ?? 1 }),
        l.amountCents === 0 ? 'Free' : formatMoney(l.amountCents, 'USD', { whole: false }),
      ]),
      ...discountLines(order),
      ['Total paid', formatMoney(order.amountCents, 'USD', { whole: false })],
    ],
  })
}

/** One line per coupon with its own amount (one line for the whole discount of an order priced before that). */
function discountLines(order: ReceiptOrder): [string, string][] {
  const money = (cents: number) => `−${formatMoney(cents, 'USD', { whole: false })}`
  const each = (order.couponDiscounts ?? []).filter((c) => c.discountCents > 0)
  if (each.length) return each.map((c) => [`Discount (${c.code})`, money(c.discountCents)])
  return order.discountCents > 0 ? [['Discount', money(order.discountCents)]] : []
}

/**
 * A card was charged for an order finalisation refused (a coupon that ran out, expired or was withdrawn, a domain
 * taken meanwhile): the charge is refunded in full.
 */
export function refusedPaymentMail(order: ReceiptOrder, reason: string, checkoutUrl: string) {
  return renderMail({
    subject: 'Your SiteCraft payment has been refunded',
    heading: 'We refunded your payment',
    paragraphs: [
      `We could not accept your payment of ${formatMoney(order.amountCents, 'USD', { whole: false })} for "${order.title}": ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`,
      'We have refunded it in full. Refunds take 5-10 days to appear on your statement.',
      `You can place your order again from ${checkoutUrl}.`,
    ],
  })
}

/**
 * A payment that could not be accepted for its order (another amount than the order's, or an order already
 * closed): it is refunded in full, and the customer can order again.
 */
export function paymentRefundedMail(
  order: { id: number; title: string },
  paid: { amountCents: number; currency: string },
  dashboardUrl: string,
) {
  const amount = formatReportedMoney(paid.amountCents, paid.currency)
  return renderMail({
    subject: 'Your SiteCraft payment is being refunded',
    heading: 'We are refunding your payment',
    paragraphs: [
      `We received your payment of ${amount} for "${order.title}" (order #${order.id}), but it did not match the order as it stood, so we could not accept it. We are refunding it in full; refunds take 5-10 days to appear on your statement.`,
      `Nothing else is needed from you. You can place the order again from ${dashboardUrl}; our team has been told and will be in touch if anything is unclear.`,
    ],
  })
}

/**
 * A customer whose payment outside the card provider an admin recorded: their account is ready, with how to sign
 * in (an e-mailed code; no password is ever sent), what was paid, and the one next step (the requirements form).
 */
export function manualPaymentMail(input: {
  firstName: string
  email: string
  title: string
  amountCents: number
  method: string
  invoiceNumber: string
  signInUrl: string
  setupUrl: string
}) {
  const amount = formatMoney(input.amountCents, 'USD', { whole: false })
  return renderMail({
    subject: `Your SiteCraft account and project "${input.title}" are ready`,
    heading: `Welcome, ${input.firstName}`,
    paragraphs: [
      `We have received your payment of ${amount} (${input.method.toLowerCase()}) for "${input.title}" and set up your SiteCraft account and project. Your invoice is ${input.invoiceNumber}; you can download it from your dashboard.`,
      `Sign in at ${input.signInUrl} with this e-mail address (${input.email}): we e-mail you a one-time sign-in code each time, so there is no password to remember. For your security we never send passwords by e-mail.`,
      `Next step: tell us about your business so we can start designing. Fill in your project requirements at ${input.setupUrl}.`,
    ],
    details: [
      ['Project', input.title],
      ['Paid', `${amount} by ${input.method.toLowerCase()}`],
      ['Invoice', input.invoiceNumber],
    ],
  })
}

/** Money given back on a paid order: how much, its credit note, and whether the whole order was refunded. */
export function orderRefundMail(input: {
  orderId: number
  title: string
  amountCents: number
  full: boolean
  creditNoteNumber: string
  invoiceNumber: string
  reason: string
  dashboardUrl: string
}) {
  const amount = formatMoney(input.amountCents, 'USD', { whole: false })
  return renderMail({
    subject: `Your SiteCraft refund of ${amount} (credit note ${input.creditNoteNumber})`,
    heading: input.full ? 'We have refunded your order' : 'We have refunded part of your order',
    paragraphs: [
      `We have refunded ${amount} of your payment for "${input.title}" (order #${input.orderId})${input.full ? ', the whole of it' : ''}. Refunds take 5-10 days to appear on your statement.`,
      `Credit note ${input.creditNoteNumber} cancels that amount of invoice ${input.invoiceNumber}; you can download it under Billing at ${input.dashboardUrl}.`,
    ],
    details: [
      ['Refunded', amount],
      ['Reason', input.reason],
      ['Credit note', input.creditNoteNumber],
    ],
  })
}

/** Tells the studio a customer disputed a payment (a chargeback) or that a dispute was settled. */
export function disputeMail(input: {
  orderId: number
  title: string
  amountCents: number
  status: string
  reason: string
  providerDisputeId: string
}) {
  const amount = formatMoney(input.amountCents, 'USD', { whole: false })
  const closed = input.status === 'won' || input.status === 'lost'
  return renderMail({
    subject: closed
      ? `Dispute ${input.status}: order #${input.orderId} (${amount})`
      : `A payment was disputed: order #${input.orderId} (${amount})`,
    heading: closed ? `A dispute was ${input.status}` : 'A customer disputed a payment',
    paragraphs: [
      closed
        ? `The dispute of ${amount} on order #${input.orderId}, "${input.title}", is closed: ${input.status}.`
        : `The payment of order #${input.orderId}, "${input.title}", was disputed for ${amount}. Answer it in the payment provider's dashboard before its deadline.`,
    ],
    details: [
      ['Order', `#${input.orderId}`],
      ['Amount', amount],
      ['Status', input.status],
      ['Reason', input.reason || 'Not given'],
      ['Dispute', input.providerDisputeId],
    ],
  })
}
