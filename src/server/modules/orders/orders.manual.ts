import {
  type AddManualUserRequestSchema,
  type AddManualUserResponse,
  PAYMENT_METHOD_LABELS,
} from '../../../shared/contracts/admin'
import { orderName } from '../../../shared/contracts/orders'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { createCustomerAccount } from '../auth'
import { issueOrderInvoice } from '../billing'
import { openProjectForPaidOrder } from '../projects'
import { manualPaymentMail } from './orders.mail'
import { insertPaidOrder } from './orders.repo'
import { recentOrdersChangedSoon } from './orders.service'
import { fullName } from '../../../shared/display-name'
import { formatMoney } from '../../../shared/money'

export type AddManualUserInput = z.output<typeof AddManualUserRequestSchema>

export const MANUAL_USER_MESSAGES = {
  exists:
    'A user with this email already exists. Record their payment on their existing account instead of adding them again.',
  added: 'User added. Their sign-in details and the requirements link were sent by e-mail.',
} as const

/**
 * Add a user for a manual payment: a customer who paid outside the card provider (a bank transfer, cash, a
 * cheque) gets, in one transaction, their account (users), an order paid by that method with its reference and
 * one stored line (here; no payment row: no card payment intent is ever opened for it), the project waiting for
 * its requirements with its first timeline entry and notice (projects), the numbered invoice made from the
 * order's stored lines (billing, after the others, as finalisation does: the counter's row is held until the commit), one
 * mail with how to sign in and the requirements link (never a password), and the audit entry. An address that
 * has an account already is refused before anything is written; two identical calls at once make one customer
 * (the unique index on users' e-mail decides, the other waits for it and is refused).
 */
export async function addManualUser(
  ctx: AppContext,
  actor: AuditActor,
  input: AddManualUserInput,
): Promise<AddManualUserResponse> {
  const amountCents = Math.round(input.paymentAmount * 100)
  const method = PAYMENT_METHOD_LABELS[input.paymentMethod]
  const reference = input.paymentReference || null
  const result = await withTransaction(ctx, async (t) => {
    const { tx } = t
    const now = t.clock.now()
    const user = await createCustomerAccount(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
    })
    if (!user) throw AppError.conflict(MANUAL_USER_MESSAGES.exists)

    const { order, lines } = await insertPaidOrder(
      tx,
      {
        userId: user.id,
        title: input.projectTitle,
        businessType: 'other',
        description: input.notes,
        billingName: fullName(user.firstName, user.lastName),
        subtotalCents: amountCents,
        amountCents,
        paidAt: now,
        paymentMethod: input.paymentMethod,
        paymentReference: reference,
      },
      [
        {
          kind: 'manual',
          code: input.paymentMethod,
          description: `Website project: ${input.projectTitle}`,
          quantity: 1,
          unitCents: amountCents,
          amountCents,
        },
      ],
    )
    const paid = `${formatMoney(amountCents, 'USD', { whole: false })} received by ${method.toLowerCase()}`
    const project = await openProjectForPaidOrder(
      tx,
      { ...order, userId: user.id },
      { paymentNote: reference ? `Payment of ${paid} (reference ${reference})` : `Payment of ${paid}` },
    )
    // The invoice counter's row stays locked until the commit: only the mail and the audit entry follow it.
    const invoice = await issueOrderInvoice(tx, {
      orderId: order.id,
      userId: user.id,
      projectId: project.id,
      currency: order.currency,
      lines,
      couponCodes: [],
      subtotalCents: order.subtotalCents,
      discountCents: 0,
      totalCents: order.amountCents,
      billTo: { name: order.billingName, company: '', address: '' },
      payer: user,
      paidAt: now,
    })
    await enqueueMail(tx, {
      to: user.email,
      kind: 'manual-payment',
      ...manualPaymentMail({
        firstName: user.firstName,
        email: user.email,
        title: orderName(order.title, order.billingCompany),
        amountCents,
        method,
        invoiceNumber: invoice.number,
        signInUrl: `${t.config.publicUrl}/login`,
        setupUrl: `${t.config.publicUrl}/project-setup?project=${project.id}`,
      }),
    })
    await recordAudit(tx, actor, {
      action: 'user.add-manual',
      recordType: 'user',
      recordId: user.id,
      before: null,
      after: {
        customer: { id: user.id, email: user.email },
        orderId: order.id,
        amount: formatMoney(amountCents, 'USD', { whole: false }),
        method: input.paymentMethod,
        reference,
        projectId: project.id,
        invoiceNumber: invoice.number,
      },
    })
    t.afterCommit(() => recentOrdersChangedSoon(ctx))
    t.log.info(
      { event: 'manual_payment_recorded', orderId: order.id, userId: user.id, by: actor.userId },
      'order paid outside the card provider recorded',
    )
    return { user, orderId: order.id, projectId: project.id, invoiceNumber: invoice.number }
  })
  return {
    success: true,
    message: MANUAL_USER_MESSAGES.added,
    user: {
      id: result.user.id,
      email: result.user.email,
      firstName: result.user.firstName,
      lastName: result.user.lastName,
    },
    orderId: result.orderId,
    projectId: result.projectId,
    invoiceNumber: result.invoiceNumber,
  }
}
