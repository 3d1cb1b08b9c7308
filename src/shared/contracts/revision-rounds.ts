import { z } from 'zod/mini'
import { EXTRA_REVISION_ROUND_CENTS } from '../catalog'
import { INCLUDED_REVISION_ROUNDS } from '../lifecycle'
import { formatMoney } from '../money'
import { REVISION_ROUND_STATUSES } from '../states'
import { InvoiceSummarySchema } from './billing'

/**
 * A revision round as both sides of a project see it: what the client asked, whether it was one of the included
 * rounds, and for a billable one its invoice (paid by card before the round starts).
 */
export const RevisionRoundSchema = z.object({
  round: z.number(),
  requests: z.string(),
  billable: z.boolean(),
  status: z.enum(REVISION_ROUND_STATUSES),
  requestedAt: z.string(),
  startedAt: z.nullable(z.string()),
  invoice: z.nullable(InvoiceSummarySchema),
})
export type RevisionRound = z.infer<typeof RevisionRoundSchema>

/** What one more round costs, as the review panel, the invoice and the terms say it. */
export const extraRoundPrice = () => formatMoney(EXTRA_REVISION_ROUND_CENTS, 'USD', { whole: false })

export const REVISION_ROUND_MESSAGES = {
  awaitingPayment: (round: number) =>
    `Round ${round} costs ${extraRoundPrice()}: pay its invoice by card and the round starts. ${INCLUDED_REVISION_ROUNDS} rounds are included in your price.`,
  updated: (round: number) =>
    `Your changes for round ${round} are updated. The round starts once it is paid.`,
  withdrawn: (round: number) => `Round ${round} is withdrawn and its invoice cancelled. Nothing was charged.`,
  nothingToWithdraw: 'No revision round is waiting for payment.',
  paidMeanwhile: (round: number) =>
    `Your payment for round ${round} has arrived, so the round is starting: you can approve the site once it is done.`,
} as const
