import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { promotions } from '../../db/schema/marketing'

export async function findActivePromotion(tx: Executor, now: Date) {
  const [row] = await tx
    .select({
      id: promotions.id,
      title: promotions.title,
      discountPercent: promotions.discountPercent,
      couponCode: promotions.couponCode,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(and(eq(promotions.active, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(promotions.endsAt)
    .limit(1)
  return row
}

const editableColumns = {
  id: promotions.id,
  title: promotions.title,
  discountPercent: promotions.discountPercent,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  active: promotions.active,
  couponCode: promotions.couponCode,
}

/** The newest promotion row, locked for an edit when `forUpdate`. */
export async function findLatestPromotion(tx: Executor, forUpdate = false) {
  const query = tx.select(editableColumns).from(promotions).orderBy(desc(promotions.id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

export async function findPromotionById(tx: Executor, id: number, forUpdate = false) {
  const query = tx.select(editableColumns).from(promotions).where(eq(promotions.id, id))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

export async function updatePromotion(
  tx: Executor,
  id: number,
  values: Partial<
    Pick<typeof promotions.$inferInsert, 'title' | 'discountPercent' | 'startsAt' | 'endsAt' | 'active'>
  >,
) {
  const [row] = await tx
    .update(promotions)
    .set(values)
    .where(eq(promotions.id, id))
    .returning(editableColumns)
  return row!
}

export async function insertPromotion(tx: Executor, values: typeof promotions.$inferInsert) {
  const [row] = await tx.insert(promotions).values(values).returning(editableColumns)
  return row!
}
