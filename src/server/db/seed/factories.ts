import { randomUUID } from 'node:crypto'
import type { Executor } from '../client'
import { coupons, promotions } from '../schema/marketing'
import { orders } from '../schema/orders'
import { portfolioItems } from '../schema/portfolio'

/** Factories with overrides and unique values (STYLE.md habit 11), shared by the seed and the tests. */
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

export async function seedPaidOrder(tx: Executor, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await tx
    .insert(orders)
    .values({
      businessType: 'restaurant',
      status: 'paid',
      amountCents: 100_00,
      paidAt: new Date(),
      ...overrides,
    })
    .returning()
  return row!
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
