// A rush project that misses its date gets its rush fee back by itself, with a fixed clock moved past the date:
// one refund of the fee with its credit note, the client told, the timeline saying why; never twice, even with two
// instances sweeping at once (PostgreSQL); nothing for a rush project on time or a standard one that is late.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RUSH_FEE_CENTS } from '../../../shared/catalog'
import { creditNotes, refunds } from '../../db/schema/billing'
import { notifications } from '../../db/schema/notifications'
import { infoRequests, projectEvents, projects } from '../../db/schema/projects'
import { fixedClock } from '../../lib/clock'
import { BAKERY_ORDER, openCheckout, payByTestCard } from '../../test/checkout'
import { itOnPostgres } from '../../test/postgres-only'
import { REQUIREMENTS } from '../../test/requirements'
import { createTestApp, type TestApp } from '../../test/test-app'
import { sweepLateRush } from './orders.late-rush'

// Monday the 7th, 10:00 in London: a rush brief today is due Monday the 14th.
const MONDAY = new Date('2026-12-07T10:00:00Z')
const clock = fixedClock(MONDAY)
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

/** A paid project with its brief sent today, on the rush timeline or the standard one. */
async function project(timeline: 'rush' | 'standard') {
  clock.set(MONDAY)
  const checkout = await openCheckout(t, { ...BAKERY_ORDER, timeline })
  expect((await payByTestCard(t, checkout.headers, checkout.clientSecret)).statusCode).toBe(200)
  const [row] = await t.database.db.select().from(projects).where(eq(projects.orderId, checkout.orderId))
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/projects/setup',
    headers: checkout.headers,
    payload: { ...REQUIREMENTS, projectId: row!.id },
  })
  expect(setup.statusCode).toBe(200)
  return { id: row!.id, orderId: checkout.orderId, email: checkout.user.email }
}

const refundsOf = (orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))

describe('a late rush project', () => {
  it('gets its rush fee back once the date has passed, once, with a credit note, and the client told', async () => {
    const rush = await project('rush')
    const standard = await project('standard')
    expect(
      (await t.database.db.select().from(projects).where(eq(projects.id, rush.id)))[0]!.deliveryDate,
    ).toBe('2026-12-14')
    // On its date it is not late yet.
    clock.set(new Date('2026-12-14T16:00:00Z'))
    await sweepLateRush(t.app.ctx)
    expect(await refundsOf(rush.orderId)).toHaveLength(0)

    // The next morning it is.
    clock.set(new Date('2026-12-15T09:00:00Z'))
    t.smtp.clear()
    await sweepLateRush(t.app.ctx)
    const [refund, ...more] = await refundsOf(rush.orderId)
    expect(more).toHaveLength(0)
    expect(refund).toMatchObject({ amountCents: RUSH_FEE_CENTS, status: 'succeeded' })
    expect(refund!.creditNoteId).not.toBeNull()
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, refund!.creditNoteId!))
    expect(note!.amountCents).toBe(RUSH_FEE_CENTS)
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, rush.id))
    expect(row!.rushRefundId).toBe(refund!.id)
    const events = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, rush.id))
    expect(events.find((e) => e.kind === 'rush_fee_refunded')?.note).toContain('Dec 14, 2026')
    await t.flushMail()
    expect(t.smtp.to(rush.email).length).toBeGreaterThan(0)

    // Never twice, and a standard project late by the same days is no rush to refund.
    await sweepLateRush(t.app.ctx)
    expect(await refundsOf(rush.orderId)).toHaveLength(1)
    expect(await refundsOf(standard.orderId)).toHaveLength(0)
    const told = await t.database.db.select().from(notifications).where(eq(notifications.projectId, rush.id))
    expect(told.filter((n) => n.title === 'Your rush fee is refunded')).toHaveLength(1)
  })

  it('keeps its fee while the studio waits on the client past the first date', async () => {
    const rush = await project('rush')
    // The studio asks for details on Tuesday; the client has not answered by the following Tuesday.
    clock.set(new Date('2026-12-08T10:00:00Z'))
    await t.database.db.update(projects).set({ status: 'pending_design' }).where(eq(projects.id, rush.id))
    await t.database.db
      .insert(infoRequests)
      .values({ projectId: rush.id, requestType: 'content', details: 'The menu', createdAt: clock.now() })
    clock.set(new Date('2026-12-15T09:00:00Z'))
    await sweepLateRush(t.app.ctx)
    expect(await refundsOf(rush.orderId)).toHaveLength(0)
  })

  itOnPostgres('is refunded once when two instances sweep at the same moment', async () => {
    const rush = await project('rush')
    const other = await createTestApp({ clock, database: t.database })
    try {
      clock.set(new Date('2026-12-15T09:00:00Z'))
      await Promise.all([sweepLateRush(t.app.ctx), sweepLateRush(other.app.ctx), sweepLateRush(t.app.ctx)])
      expect(await refundsOf(rush.orderId)).toHaveLength(1)
    } finally {
      await other.close()
    }
  })
})
