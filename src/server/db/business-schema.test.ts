import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-app'
import { itOnPostgres } from '../test/postgres-only'
import type { DatabaseHandle } from './client'
import { seedCustomer, seedPaidOrder, seedProject } from './seed/factories'
import { invoices } from './schema/billing'
import { orderLines, orders, payments } from './schema/orders'
import { projectEvents, projects } from './schema/projects'
import { findInvoiceForCustomer } from '../modules/billing/billing.repo'
import { findOrderForCustomer } from '../modules/orders/orders.repo'
import { findProjectForCustomer, transitionProject } from '../modules/projects/projects.repo'
import { TRANSITIONS } from '../../shared/lifecycle'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/** The constraint a failed statement broke, whichever driver raised it. */
async function violation(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (err) {
    const e = err as {
      cause?: { constraint?: string; message?: string }
      constraint?: string
      message: string
    }
    return e.cause?.constraint ?? e.constraint ?? e.cause?.message ?? e.message
  }
  throw new Error('the statement was accepted')
}

describe('business schema constraints', () => {
  it('refuses a negative amount', async () => {
    const { user } = await seedCustomer(database.db, {}, { session: false })
    expect(
      await violation(() => database.db.insert(orders).values({ userId: user.id, amountCents: -1 })),
    ).toMatch(/orders_amount_check/)
    const order = await seedPaidOrder(database.db)
    expect(
      await violation(() =>
        database.db.insert(payments).values({
          orderId: order.id,
          provider: 'test',
          providerId: 'pi_x',
          amountCents: -500,
          idempotencyKey: 'k-neg',
          clientSecret: 'k-neg-secret',
        }),
      ),
    ).toMatch(/payments_amount_check/)
  })

  it('refuses an unknown status', async () => {
    const order = await seedPaidOrder(database.db)
    expect(
      await violation(() =>
        database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id)),
      ),
    ).toMatch(/orders_status_check/)
    expect(
      await violation(() =>
        database.db.update(projects).set({ status: 'in_progress' }).where(eq(projects.id, order.project!.id)),
      ),
    ).toMatch(/projects_status_check/)
  })

  it('refuses an order line without its order', async () => {
    expect(
      await violation(() =>
        database.db.insert(orderLines).values({
          orderId: 999_999,
          kind: 'base',
          code: 'base',
          description: 'Website',
          unitCents: 100_00,
          amountCents: 100_00,
        }),
      ),
    ).toMatch(/order_lines_order_id_orders_id_fk|foreign key/)
  })

  it('refuses a second project for one order', async () => {
    const order = await seedPaidOrder(database.db)
    expect(
      await violation(() =>
        database.db.insert(projects).values({
          orderId: order.id,
          userId: order.userId!,
          title: 'Again',
          businessType: 'other',
          amountCents: 100_00,
        }),
      ),
    ).toMatch(/projects_order_key|duplicate key/)
  })

  it('refuses a paid order without the time it was paid, and one invoice number twice', async () => {
    const { user } = await seedCustomer(database.db, {}, { session: false })
    expect(
      await violation(() =>
        database.db
          .insert(orders)
          .values({ userId: user.id, amountCents: 100_00, status: 'paid', paidAt: null }),
      ),
    ).toMatch(/orders_paid_has_time/)
    const a = await seedPaidOrder(database.db, { userId: user.id })
    const b = await seedPaidOrder(database.db, { userId: user.id })
    const invoice = (orderId: number) => ({
      number: 'INV-TEST-1',
      userId: user.id,
      orderId,
      lines: [],
      subtotalCents: 100_00,
      totalCents: 100_00,
    })
    await database.db.insert(invoices).values(invoice(a.id))
    expect(await violation(() => database.db.insert(invoices).values(invoice(b.id)))).toMatch(
      /invoices_number_key|duplicate key/,
    )
  })
})

describe('owner-scoped lookups', () => {
  it("find a customer's own records and nothing of anyone else's", async () => {
    const owner = await seedCustomer(database.db, {}, { session: false })
    const stranger = await seedCustomer(database.db, {}, { session: false })
    const order = await seedPaidOrder(database.db, { userId: owner.user.id })
    const [invoice] = await database.db
      .insert(invoices)
      .values({
        number: `INV-OWN-${order.id}`,
        userId: owner.user.id,
        orderId: order.id,
        lines: [],
        subtotalCents: 100_00,
        totalCents: 100_00,
      })
      .returning()
    const lookups = [
      (uid: number) => findProjectForCustomer(database.db, order.project!.id, uid),
      (uid: number) => findOrderForCustomer(database.db, order.id, uid),
      (uid: number) => findInvoiceForCustomer(database.db, invoice!.id, uid),
    ]
    for (const lookup of lookups) {
      expect(await lookup(owner.user.id)).toBeDefined()
      expect(await lookup(stranger.user.id)).toBeUndefined()
    }
  })
})

describe('transitionProject', () => {
  it('moves only from an allowed status and writes one timeline entry', async () => {
    const project = await seedProject(database.db, { status: 'samples_ready' })
    const t = TRANSITIONS.designSelected
    const moved = await database.db.transaction((tx) =>
      transitionProject(tx, {
        id: project.id,
        from: t.from,
        to: t.to,
        kind: 'designSelected',
        actorRole: 'client',
      }),
    )
    expect(moved).toMatchObject({ from: 'samples_ready', project: { status: 'design_selected' } })
    const again = await database.db.transaction((tx) =>
      transitionProject(tx, {
        id: project.id,
        from: t.from,
        to: t.to,
        kind: 'designSelected',
        actorRole: 'client',
      }),
    )
    expect(again).toBeUndefined()
    const events = await database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.id))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      fromStatus: 'samples_ready',
      toStatus: 'design_selected',
      actorRole: 'client',
    })
  })

  it("does not move another customer's project", async () => {
    const project = await seedProject(database.db, { status: 'awaiting_approval' })
    const stranger = await seedCustomer(database.db, {}, { session: false })
    const t = TRANSITIONS.approved
    const moved = await database.db.transaction((tx) =>
      transitionProject(tx, {
        id: project.id,
        userId: stranger.user.id,
        from: t.from,
        to: t.to,
        kind: 'approved',
        actorRole: 'client',
      }),
    )
    expect(moved).toBeUndefined()
    const [row] = await database.db.select().from(projects).where(eq(projects.id, project.id))
    expect(row!.status).toBe('awaiting_approval')
  })

  itOnPostgres('lets exactly one of 20 simultaneous identical moves win', async () => {
    const project = await seedProject(database.db, { status: 'awaiting_approval' })
    const t = TRANSITIONS.revisionsRequested
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) =>
          transitionProject(tx, {
            id: project.id,
            from: t.from,
            to: t.to,
            kind: 'revisionsRequested',
            actorRole: 'client',
            set: { revisionRounds: sql`${projects.revisionRounds} + 1` as unknown as number },
          }),
        ),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    const [row] = await database.db.select().from(projects).where(eq(projects.id, project.id))
    expect(row).toMatchObject({ status: 'under_development', revisionRounds: 1 })
    const events = await database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.id))
    expect(events).toHaveLength(1)
  })
})
