import { randomBytes } from 'node:crypto'
import {
  DeliverProjectSchema,
  DesignSampleInputSchema,
  SubmitForReviewSchema,
  UpdateProjectStatusSchema,
} from '../../../shared/contracts/admin-projects'
import { BillingDetailsSchema, OrderDetailsSchema } from '../../../shared/contracts/orders'
import { ProjectSetupRequestSchema, SelectDesignRequestSchema } from '../../../shared/contracts/projects'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { markEventProcessed } from '../../jobs/queue'
import { insertAccount } from '../auth'
import { anyOrderPlaced, confirmTestPayment, createPaymentIntent } from '../orders'
import {
  addDesignSample,
  approveProject,
  deliverProject,
  findOrderProject,
  selectDesign,
  submitForReview,
  submitRequirements,
  updateProjectStatus,
} from '../projects'
import { findFirstAdminId } from '../users'
import type { AuditActor } from '../audit'
import { SAMPLE_CUSTOMERS, SAMPLE_STAGES, type SampleCustomer, type SampleStage } from './sample-customers'

const TEST_CARD = '4242424242424242'

/**
 * Sample customers for a new development database (config.sampleData): each places an order and pays with the
 * test provider's card, then the project is taken as far as the sample says by the same services the dashboards
 * call (requirements, design samples, choice, development, review, approval, delivery). So every row a newcomer
 * sees — orders, invoices, coupon redemptions, timelines, notifications, the mail in the development mailbox —
 * was made by the product itself. Done once per database, and never where orders exist, mail leaves the machine
 * or money moves.
 */
export async function seedSampleData(
  ctx: AppContext,
): Promise<{ seeded: number; emails: string[] } | { skipped: string }> {
  if (ctx.config.paymentProvider !== 'test') return { skipped: 'payments go through Stripe' }
  if (ctx.config.smtpUrl) return { skipped: 'mail goes out through SMTP' }
  const adminId = await findFirstAdminId(ctx.db)
  if (!adminId) return { skipped: 'there is no admin account' }
  if (!(await withTransaction(ctx, ({ tx }) => claimSampleData(tx))))
    return { skipped: 'this database has had its sample data, or orders of its own' }
  // The sample projects' admin steps are recorded in the audit log as the first admin's, from no address.
  const actor: AuditActor = { userId: adminId, email: 'sample data (first start)', ip: null }
  for (const sample of SAMPLE_CUSTOMERS) await seedCustomerJourney(ctx, actor, sample)
  return { seeded: SAMPLE_CUSTOMERS.length, emails: SAMPLE_CUSTOMERS.map((c) => c.email) }
}

/**
 * Claims the one seeding of sample data a database ever gets: true only for the first caller, and only while no
 * order has been placed (a database people have used is never given sample customers). Several instances
 * starting at once on one PostgreSQL database: the marker's unique key lets exactly one of them seed.
 */
async function claimSampleData(tx: Executor): Promise<boolean> {
  if (!(await markEventProcessed(tx, 'sample-data', 'v1'))) return false
  return !(await anyOrderPlaced(tx))
}

async function seedCustomerJourney(ctx: AppContext, actor: AuditActor, c: SampleCustomer) {
  const reached = (stage: SampleStage) => SAMPLE_STAGES.indexOf(c.status) >= SAMPLE_STAGES.indexOf(stage)
  const user = (await insertAccount(ctx.db, {
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
  }))!
  const intent = await createPaymentIntent(ctx, ctx.payments, user.id, {
    orderDetails: OrderDetailsSchema.parse(c.order),
    billing: BillingDetailsSchema.parse(c.billing) as Required<typeof c.billing>,
  })
  const paid = await confirmTestPayment(ctx, user, {
    clientSecret: intent.clientSecret,
    cardNumber: TEST_CARD,
    expMonth: 12,
    expYear: ctx.clock.now().getFullYear() + 3,
    cvc: '123',
  })
  if (paid.status !== 'succeeded') throw new Error(`The sample order of ${c.email} was not paid`)
  const projectId = (await findOrderProject(ctx.db, intent.orderId))!.id

  if (!reached('pending_design')) return
  await submitRequirements(ctx, user.id, ProjectSetupRequestSchema.parse({ ...c.requirements, projectId }))

  if (!reached('samples_ready')) return
  const samples = []
  for (const [title, description] of [
    ['Classic', 'A calm layout with generous white space and one strong photograph.'],
    ['Bold', 'Large type, the brand colour across the header and a photo grid.'],
  ] as const) {
    const added = await addDesignSample(
      ctx,
      actor,
      projectId,
      DesignSampleInputSchema.parse({ title, description, imageUrl: c.image }),
    )
    samples.push(added.sample)
  }

  if (!reached('design_selected')) return
  await selectDesign(
    ctx,
    user.id,
    projectId,
    SelectDesignRequestSchema.parse({
      sampleId: samples[0]!.id,
      feedback: 'Love it. Could the header be a touch warmer?',
    }),
  )

  if (!reached('under_development')) return
  await updateProjectStatus(
    ctx,
    actor,
    projectId,
    UpdateProjectStatusSchema.parse({ status: 'under_development', note: 'We are building your pages now.' }),
  )

  if (!reached('awaiting_approval')) return
  const slug = c.order.title!.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await submitForReview(
    ctx,
    actor,
    projectId,
    SubmitForReviewSchema.parse({
      stagingUrl: `https://staging.example.com/${slug}`,
      notes: 'Every page is in place; the contact form sends to your business address.',
    }),
  )

  if (!reached('completed')) return
  await approveProject(ctx, user.id, projectId)

  if (!reached('delivered')) return
  const site = c.order.domain ? `https://${c.order.domain}` : `https://${slug}.example.com`
  await deliverProject(
    ctx,
    actor,
    DeliverProjectSchema.parse({
      projectId,
      websiteUrl: site,
      adminUrl: `${site}/admin`,
      adminUsername: c.email,
      adminPassword: randomBytes(12).toString('base64url'),
      deliveryNotes: 'Your site is live. Sign in to the admin area to edit pages and posts.',
    }),
  )
}
