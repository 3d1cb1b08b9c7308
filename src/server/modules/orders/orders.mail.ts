import { formatCents } from '../../../shared/catalog'
import { renderMail } from '../../integrations/mail/render'

interface ReceiptOrder {
  id: number
  title: string
  amountCents: number
  discountCents: number
  subtotalCents: number
}

/** The receipt: what was paid, the invoice number, and the one next step (the requirements form). */
export function receiptMail(
  order: ReceiptOrder,
  lines: { description: string; amountCents: number }[],
  invoiceNumber: string,
  setupUrl: string,
) {
  return renderMail({
    subject: `Your SiteCraft receipt — ${formatCents(order.amountCents, { decimals: true })} (invoice ${invoiceNumber})`,
    heading: 'Thank you — your payment is confirmed',
    paragraphs: [
      `We have received ${formatCents(order.amountCents, { decimals: true })} for "${order.title}". Your invoice is ${invoiceNumber}; you can download it from your dashboard.`,
      `Next step: tell us about your business so we can start designing. Fill in your project requirements at ${setupUrl}. Your delivery date is set when we have them.`,
    ],
    details: [
      ...lines.map((l): [string, string] => [l.description, formatCents(l.amountCents, { decimals: true })]),
      ...(order.discountCents > 0
        ? [['Discount', `−${formatCents(order.discountCents, { decimals: true })}`] as [string, string]]
        : []),
      ['Total paid', formatCents(order.amountCents, { decimals: true })],
    ],
  })
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
      `We could not accept your payment of ${formatCents(order.amountCents, { decimals: true })} for "${order.title}": ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`,
      'We have refunded it in full. Refunds take 5-10 days to appear on your statement.',
      `You can place your order again from ${checkoutUrl}.`,
    ],
  })
}

/** Tells the studio a project's requirements are in and the delivery date is set. */
export function requirementsReceivedMail(project: { id: number; title: string; deliveryDate: string }) {
  return renderMail({
    subject: `Requirements received: ${project.title} (project #${project.id})`,
    heading: 'A client has sent their requirements',
    paragraphs: [
      `Project #${project.id}, "${project.title}", is ready for design. Delivery is due on ${project.deliveryDate}.`,
    ],
  })
}
