import { afterAll, beforeAll, expect } from 'vitest'
import type { ProjectStatus } from '../../../shared/lifecycle'
import { creditNotes, invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

/*
 * The finance tests' ledger (finance-stats, finance-orders, finance-export), whose every figure they work out by
 * hand. Today is 20 March 2026 (UTC, the default zone):
 * the last 30 days run from 19 February to 20 March, the last 365 from 21 March 2025.
 *
 *   O1  Alice   $200.00  paid 10 Jan 2026   card      project delivered
 *   O2  Alice   $300.00  paid 25 Feb 2026   card      project under development; $400 less SAVE15 $60, WELCOME $40;
 *                                                     a failed card payment, then one that succeeded
 *   O3  Bob     $150.00  paid  5 Mar 2026   card      project completed; a $50 credit note on 10 Mar
 *   O5  Dana    $250.00  paid 12 Mar 2026   bank      project cancelled (a manual payment, reference BT-42)
 *   O4  =HYP…   $100.00  paid 18 Mar 2026   card      project requirements needed
 *   P   Bob     $500.00  opened 19 Mar 2026, not paid
 *   Maintenance on O1's (delivered) project: $49 paid 1 Mar 2026; $49 issued 15 Mar, not paid.
 */

const NOW = new Date('2026-03-20T10:00:00Z')
const clock = fixedClock(NOW)
export const d = (iso: string) => new Date(iso)
const hourBefore = (at: Date) => new Date(at.getTime() - 3600_000)

export let t: TestApp
export let cfo: Record<string, string>
export let admin: Record<string, string>
export let customer: Record<string, string>
export const ids: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5', number> = { o1: 0, o2: 0, o3: 0, o4: 0, o5: 0 }
export const invoiceOf: Record<number, { id: number; number: string }> = {}
export let people: Record<'alice' | 'bob' | 'hyper' | 'dana', { id: number; email: string }>

async function seedLedger() {
  const db = t.database.db
  // A worker runs several test files on this module as it was loaded: each file's ledger starts afresh.
  for (const id of Object.keys(invoiceOf)) delete invoiceOf[Number(id)]
  const person = async (firstName: string, lastName: string) => {
    const { user } = await seedCustomer(db, { firstName, lastName }, { session: false })
    return { id: user.id, email: user.email }
  }
  people = {
    alice: await person('Alice', 'Able'),
    bob: await person('Bob', 'Brown'),
    hyper: await person('=HYPERLINK("http://x")', ''),
    dana: await person('Dana', 'Doe'),
  }
  const paid = async (
    key: keyof typeof ids,
    userId: number,
    title: string,
    cents: number,
    paidAt: Date,
    projectStatus: ProjectStatus,
    extra: Partial<typeof orders.$inferInsert> = {},
  ) => {
    const order = await seedPaidOrder(
      db,
      {
        userId,
        title,
        amountCents: cents,
        subtotalCents: cents,
        paidAt,
        createdAt: hourBefore(paidAt),
        ...extra,
      },
      { projectStatus, project: { createdAt: paidAt } },
    )
    ids[key] = order.id
    const [invoice] = await db
      .insert(invoices)
      .values({
        number: `INV-7000${Object.keys(invoiceOf).length + 1}`,
        userId,
        orderId: order.id,
        projectId: order.project!.id,
        status: 'paid',
        lines: [],
        couponCodes: order.couponCodes,
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        totalCents: cents,
        issuedAt: paidAt,
        paidAt,
      })
      .returning()
    invoiceOf[order.id] = { id: invoice!.id, number: invoice!.number }
    return order
  }
  const o1 = await paid('o1', people.alice.id, 'Able Bakery', 200_00, d('2026-01-10T10:00:00Z'), 'delivered')
  await paid('o2', people.alice.id, 'Able Deli', 300_00, d('2026-02-25T09:00:00Z'), 'under_development', {
    subtotalCents: 400_00,
    discountCents: 100_00,
    couponCodes: ['SAVE15', 'WELCOME'],
    couponDiscounts: [
      { code: 'SAVE15', discountCents: 60_00, freePages: 0 },
      { code: 'WELCOME', discountCents: 40_00, freePages: 0 },
    ],
  })
  await paid('o3', people.bob.id, 'Brown Garage', 150_00, d('2026-03-05T12:00:00Z'), 'completed')
  await paid('o5', people.dana.id, 'Doe Dental', 250_00, d('2026-03-12T15:00:00Z'), 'cancelled', {
    paymentMethod: 'bank_transfer',
    paymentReference: 'BT-42',
  })
  await paid('o4', people.hyper.id, 'Hyper Shop', 100_00, d('2026-03-18T08:00:00Z'), 'requirements_needed')
  await db.insert(orders).values({
    userId: people.bob.id,
    status: 'pending',
    amountCents: 500_00,
    createdAt: d('2026-03-19T09:00:00Z'),
  })
  await db.insert(orderLines).values([
    {
      orderId: ids.o2,
      kind: 'base',
      code: 'base',
      description: 'Five-page website',
      unitCents: 100_00,
      amountCents: 100_00,
    },
    {
      orderId: ids.o2,
      kind: 'addon',
      code: 'rush',
      description: 'Rush delivery',
      unitCents: 300_00,
      amountCents: 300_00,
    },
  ])
  const payment = (orderId: number, n: string, status: string, createdAt: Date, cents: number) => ({
    orderId,
    provider: 'test',
    providerId: `pi_${n}`,
    status,
    amountCents: cents,
    idempotencyKey: `key_${n}`,
    clientSecret: `secret_${n}`,
    createdAt,
    ...(status === 'succeeded' ? { succeededAt: new Date(createdAt.getTime() + 60_000) } : {}),
  })
  await db
    .insert(payments)
    .values([
      payment(ids.o1, 'o1', 'succeeded', d('2026-01-10T09:55:00Z'), 200_00),
      payment(ids.o2, 'o2a', 'failed', d('2026-02-25T08:00:00Z'), 300_00),
      payment(ids.o2, 'o2b', 'succeeded', d('2026-02-25T08:30:00Z'), 300_00),
      payment(ids.o3, 'o3', 'succeeded', d('2026-03-05T11:55:00Z'), 150_00),
      payment(ids.o4, 'o4', 'succeeded', d('2026-03-18T07:55:00Z'), 100_00),
    ])
  await db.insert(creditNotes).values({
    number: 'CN-70001',
    invoiceId: invoiceOf[ids.o3]!.id,
    amountCents: 50_00,
    reason: 'One page dropped',
    createdAt: d('2026-03-10T12:00:00Z'),
  })
  const [plan] = await db
    .insert(maintenanceSubscriptions)
    .values({
      userId: people.alice.id,
      projectId: o1.project!.id,
      plan: 'basic',
      amountCents: 49_00,
      startDate: '2026-03-01',
    })
    .returning()
  const cycle = (n: string, periodStart: string, status: 'paid' | 'issued', at: Date) => ({
    number: n,
    userId: people.alice.id,
    projectId: o1.project!.id,
    subscriptionId: plan!.id,
    status,
    lines: [],
    subtotalCents: 49_00,
    totalCents: 49_00,
    issuedAt: at,
    periodStart,
    ...(status === 'paid' ? { paidAt: at } : {}),
  })
  await db
    .insert(invoices)
    .values([
      cycle('INV-80001', '2026-03-01', 'paid', d('2026-03-01T00:00:00Z')),
      cycle('INV-80002', '2026-03-15', 'issued', d('2026-03-15T00:00:00Z')),
    ])
}

/**
 * The app on a fixed clock, a CFO, an admin and a customer signed in, and the ledger above, for the calling test
 * file (each file its own database).
 */
export function useLedger() {
  beforeAll(async () => {
    t = await createTestApp({ clock })
    await createStaff(t, 'cfo', 'finance-cfo@studio.test')
    await createStaff(t, 'admin', 'finance-admin@studio.test')
    cfo = bearer(await signInStaff(t, 'cfo', 'finance-cfo@studio.test'))
    admin = bearer(await signInStaff(t, 'admin', 'finance-admin@studio.test'))
    customer = bearer((await seedCustomer(t.database.db, {}, { now: NOW })).token)
    await seedLedger()
  })
  afterAll(async () => {
    await t?.close()
  })
}

export const get = (url: string, headers: Record<string, string> = cfo) =>
  t.app.inject({ method: 'GET', url, headers })

export async function stats(query: string) {
  const res = await get(`/api/cfo/stats?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Matches the ledger's order `key` in a list. */
export const row = (key: keyof typeof ids) => expect.objectContaining({ id: ids[key] })
