import { randomUUID } from 'node:crypto'
import type { Executor } from '../client'
import { coupons } from '../schema/coupons'
import { promotions } from '../schema/marketing'
import type { ProjectStatus } from '../../../shared/lifecycle'
import { randomToken, sha256 } from '../../lib/crypto'
import { orders } from '../schema/orders'
import { projects } from '../schema/projects'
import { sessions, users } from '../schema/auth'
import { portfolioItems } from '../schema/portfolio'

/** Factories with overrides and unique values, shared by the seed and the tests. */
export async function seedPortfolioItem(
  tx: Executor,
  overrides: Partial<typeof portfolioItems.$inferInsert> = {},
) {
  const n = randomUUID().slice(0, 8)
  const [row] = await tx
    .insert(portfolioItems)
    .values({
      title: `Sample Site ${n}`,
      description: 'A five-page site for a local business.',
      category: 'Consulting',
      imageUrl: '/portfolio/harbor-consulting.jpg',
      websiteUrl: null,
      featured: false,
      ...overrides,
    })
    .returning()
  return row!
}

export async function seedPromotion(
  tx: Executor,
  overrides: Partial<typeof promotions.$inferInsert> & { endsAt: Date },
) {
  const [row] = await tx
    .insert(promotions)
    .values({
      title: '15% off your website',
      discountPercent: 15,
      couponCode: 'SAVE15',
      startsAt: new Date(0),
      ...overrides,
    })
    .returning()
  return row!
}

/** A customer account, optionally with a live session: answers the user and the bearer token to send. */
export async function seedCustomer(
  tx: Executor,
  overrides: Partial<typeof users.$inferInsert> = {},
  opts: { session?: boolean; now?: Date } = {},
) {
  const n = randomUUID().slice(0, 8)
  const [user] = await tx
    .insert(users)
    .values({
      email: `customer-${n}@example.com`,
      firstName: 'Casey',
      lastName: `Customer ${n}`,
      ...overrides,
    })
    .returning()
  let token: string | undefined
  if (opts.session !== false) {
    token = randomToken()
    const now = opts.now ?? new Date()
    await tx.insert(sessions).values({
      userId: user!.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
    })
  }
  return { user: user!, token: token ?? '' }
}

/**
 * A paid order with its project, as checkout leaves them: the order `paid`, the project in `projectStatus`
 * (requirements_needed unless given). Without a userId a new customer is created for it.
 */
export async function seedPaidOrder(
  tx: Executor,
  overrides: Partial<typeof orders.$inferInsert> = {},
  opts: { projectStatus?: ProjectStatus; project?: Partial<typeof projects.$inferInsert> } = {},
) {
  const userId = overrides.userId ?? (await seedCustomer(tx, {}, { session: false })).user.id
  const [order] = await tx
    .insert(orders)
    .values({
      title: 'Corner Bakery website',
      businessType: 'restaurant',
      status: 'paid',
      subtotalCents: overrides.amountCents ?? 100_00,
      amountCents: 100_00,
      paidAt: new Date(),
      ...overrides,
      userId,
    })
    .returning()
  let project: typeof projects.$inferSelect | undefined
  if (order!.status === 'paid') {
    ;[project] = await tx
      .insert(projects)
      .values({
        orderId: order!.id,
        userId,
        title: order!.title || 'Website',
        businessType: order!.businessType,
        amountCents: order!.amountCents,
        pages: 5 + order!.extraPages + order!.freePages,
        extraPages: order!.extraPages + order!.freePages,
        timeline: order!.timeline,
        status: opts.projectStatus ?? 'requirements_needed',
        ...opts.project,
      })
      .returning()
  }
  return Object.assign(order!, { project })
}

/** A project in any status for a customer (a new one unless userId is given), with its paid order. */
export async function seedProject(
  tx: Executor,
  opts: { userId?: number; status?: ProjectStatus; amountCents?: number } = {},
) {
  const order = await seedPaidOrder(
    tx,
    { ...(opts.userId ? { userId: opts.userId } : {}), amountCents: opts.amountCents ?? 100_00 },
    { projectStatus: opts.status ?? 'requirements_needed' },
  )
  return order.project!
}

export const EXIT_OFFER_COUPONS: Array<typeof coupons.$inferInsert> = [
  {
    code: 'FREEPAGES10',
    description: '10 free extra pages (worth $50)',
    kind: 'free_pages',
    value: 10,
    minOrderCents: 0,
    perCustomerLimit: 1,
    stackable: true,
  },
  {
    code: 'SAVE15',
    description: '15% off orders of $150 or more',
    kind: 'percent',
    value: 15,
    minOrderCents: 150_00,
    perCustomerLimit: 1,
    stackable: true,
  },
]
