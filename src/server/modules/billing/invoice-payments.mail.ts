import { formatDate } from '../../../shared/dates'
import { renderMail } from '../../integrations/mail/render'
import { formatMoney } from '../../../shared/money'

interface MailInvoice {
  number: string
  totalCents: number
  /** Set on a revision round's invoice: its receipt says the round starts. */
  revisionRound?: number | null
}

const money = (cents: number) => formatMoney(cents, 'USD', { whole: false })

/** The receipt of an invoice paid by card: a maintenance plan's (by hand or by the card on file) or a revision round's. */
export function invoiceReceiptMail(invoice: MailInvoice, billingUrl: string, cardKept: boolean) {
  return renderMail({
    subject: `Your SiteCraft receipt — ${money(invoice.totalCents)} (invoice ${invoice.number})`,
    heading: invoice.revisionRound
      ? `Thank you — revision round ${invoice.revisionRound} is paid`
      : 'Thank you — your maintenance payment is confirmed',
    paragraphs: [
      `We have received ${money(invoice.totalCents)} for invoice ${invoice.number}. You can download it from Billing at ${billingUrl}.`,
      ...(invoice.revisionRound
        ? ['Our team starts on the changes you asked for now; your project page shows the round.']
        : []),
      ...(cardKept
        ? ['Your card is kept for your next maintenance payments; we charge it on each billing date.']
        : []),
    ],
    details: [
      ['Invoice', invoice.number],
      ['Total paid', money(invoice.totalCents)],
    ],
  })
}

/** The card on file was declined; `retryOn` is the next try, none after the last. */
export function autopayFailedMail(
  invoice: MailInvoice,
  reason: string,
  retryOn: string | null,
  billingUrl: string,
) {
  return renderMail({
    subject: `We could not charge your card for invoice ${invoice.number}`,
    heading: 'Your maintenance payment did not go through',
    paragraphs: [
      `We tried to charge ${money(invoice.totalCents)} for invoice ${invoice.number} to the card you keep with us, and it was declined: ${reason}`,
      retryOn
        ? `We will try again on ${formatDate(retryOn)}. You can also pay it now by card from Billing: ${billingUrl}`
        : `This was our last try, and your maintenance plan is now past due. Please pay the invoice by card from Billing: ${billingUrl}`,
    ],
    details: [
      ['Invoice', invoice.number],
      ['Amount due', money(invoice.totalCents)],
    ],
  })
}

/**
 * A payment taken for an invoice another payment had paid already, or one cancelled (a plan declined while its
 * payment was under way), given back in full.
 */
export function secondPaymentRefundedMail(
  invoice: MailInvoice & { status?: string },
  amountCents: number,
  billingUrl: string,
) {
  if (invoice.status === 'void')
    return renderMail({
      subject: `We refunded your payment of invoice ${invoice.number}`,
      heading: 'This invoice was cancelled — we gave your payment back',
      paragraphs: [
        `Invoice ${invoice.number} was cancelled (the maintenance plan it was for did not start) when your payment of ${money(amountCents)} reached us, so we have refunded it in full. Depending on your bank, it shows on your statement within 5 to 10 business days.`,
        `Your invoices are under Billing: ${billingUrl}`,
      ],
      details: [
        ['Invoice', invoice.number],
        ['Refunded', money(amountCents)],
      ],
    })
  return renderMail({
    subject: `We refunded a second payment of invoice ${invoice.number}`,
    heading: 'You paid this invoice twice — we gave the second payment back',
    paragraphs: [
      `Invoice ${invoice.number} was already paid when another payment of ${money(amountCents)} reached us, so we have refunded that payment in full. Depending on your bank, it shows on your statement within 5 to 10 business days.`,
      `Your invoices are under Billing: ${billingUrl}`,
    ],
    details: [
      ['Invoice', invoice.number],
      ['Refunded', money(amountCents)],
    ],
  })
}
