import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { projects } from '../../db/schema/projects'
import { seedPaidOrder } from '../../db/seed/factories'
import { itOnPostgres } from '../../test/postgres-only'
import {
  foldLedgerDays,
  issueCreditNote,
  ledgerByInterval,
  ledgerDaysDrift,
  type LedgerInterval,
} from '../billing'
import { financePeriod } from './finance.service'
import { admin, cfo, d, ids, invoiceOf, people, t, useLedger } from './ledger-fixtures'

// The daily ledger (ledger_days, kept by triggers) against the ledger summed again from the orders, invoices and
// credit notes, over the ledger of ledger-fixtures.ts and every kind of write after it: refunds through the CFO's
// call, credit notes, a manual payment, maintenance paid, projects moving, and (on PostgreSQL) writers at once.
useLedger()

const TIME_ZONES = ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Tokyo', 'Pacific/Chatham']
const STATUS_FILTERS = [
  undefined,
  ['delivered'],
  ['completed'],
  ['cancelled'],
  ['requirements_needed', 'under_development'],
]

/** Every entry of the ledger, read directly (the way the ledger was read before it was kept by day). */
async function directEntries() {
  const result = await t.database.db.execute(sql`
    select o.paid_at as at, (select p.status from projects p where p.order_id = o.id) as status,
        o.amount_cents as order_cents, 1 as orders, 0 as maintenance_cents, 0 as credited_cents
      from orders o where o.status in ('paid', 'refunded') and o.paid_at is not null
    union all
    select i.paid_at, (select p.status from projects p where p.id = i.project_id), 0, 0, i.total_cents, 0
      from invoices i where i.subscription_id is not null and i.status = 'paid' and i.paid_at is not null
    union all
    select c.created_at, (select p.status from projects p
        where p.id = coalesce(ci.project_id, (select po.id from projects po where po.order_id = ci.order_id))),
      0, 0, 0, c.amount_cents
      from credit_notes c join invoices ci on ci.id = c.invoice_id`)
  return (
    result as unknown as {
      rows: {
        at: Date | string
        status: string | null
        order_cents: number
        orders: number
        maintenance_cents: number
        credited_cents: number
      }[]
    }
  ).rows.map((r) => ({ ...r, at: new Date(r.at) }))
}

/** The cuts the dashboard makes for a period: its ends, and every month start from the last month's on. */
function boundsOf(days: number, timeZone: string) {
  const period = financePeriod(new Date('2026-03-20T10:00:00Z'), days, timeZone)
  const cuts = new Set([period.from, period.to, period.lastMonthStart].map((x) => x.getTime()))
  for (const m of period.months) cuts.add(m.start.getTime())
  return [...cuts].sort((a, b) => a - b).map((x) => new Date(x))
}

async function expectLedgerTrue() {
  expect(await ledgerDaysDrift(t.database.db)).toEqual([])
  const entries = await directEntries()
  for (const timeZone of TIME_ZONES)
    for (const days of [7, 30, 365]) {
      const bounds = boundsOf(days, timeZone)
      for (const projectStatuses of STATUS_FILTERS) {
        const want: LedgerInterval[] = bounds.slice(0, -1).map((from, i) => {
          const to = bounds[i + 1]!
          const inside = entries.filter(
            (e) =>
              e.at >= from &&
              e.at < to &&
              (!projectStatuses || (e.status !== null && projectStatuses.includes(e.status))),
          )
          const sum = (k: 'order_cents' | 'orders' | 'maintenance_cents' | 'credited_cents') =>
            inside.reduce((n, e) => n + Number(e[k]), 0)
          return {
            from,
            to,
            orderCents: sum('order_cents'),
            orders: sum('orders'),
            maintenanceCents: sum('maintenance_cents'),
            creditedCents: sum('credited_cents'),
          }
        })
        const got = await ledgerByInterval(t.database.db, bounds, projectStatuses ? { projectStatuses } : {})
        expect(got, `${days} days in ${timeZone}, ${projectStatuses?.join(' ') ?? 'all'}`).toEqual(want)
      }
    }
}

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers, payload })

describe('the daily ledger', () => {
  it('holds what the orders, invoices and credit notes hold, to the instant in any zone', async () => {
    const [{ n }] = (
      (await t.database.db.execute(sql`select count(*)::int as n from ledger_days`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows as [{ n: number }]
    expect(n).toBeGreaterThan(0)
    await expectLedgerTrue()
  })

  it('stays true through refunds, credit notes, a manual payment, maintenance paid and projects moving', async () => {
    const db = t.database.db
    // A partial refund, then the rest of the order (the CFO's call: the provider, then the credit note).
    let res = await post(`/api/cfo/orders/${ids.o2}/refund`, { amount: 120, reason: 'Rush dropped' }, cfo)
    expect(res.statusCode, res.body).toBe(200)
    await expectLedgerTrue()
    res = await post(`/api/cfo/orders/${ids.o4}/refund`, { reason: 'Cancelled by the client' }, cfo)
    expect(res.statusCode, res.body).toBe(200)
    // A credit note issued directly against an invoice, back-dated to a cut day in Asia/Kolkata.
    await db.transaction(async (tx) => {
      await issueCreditNote(tx, {
        invoiceId: invoiceOf[ids.o1]!.id,
        amountCents: 25_00,
        reason: 'Goodwill',
        createdBy: null,
      })
    })
    await db.execute(
      sql`update credit_notes set created_at = ${d('2026-02-28T20:15:00Z').toISOString()}::timestamptz where reason = 'Goodwill'`,
    )
    await expectLedgerTrue()
    // A client added with a manual payment (an order paid by cheque, its project and invoice).
    res = await post(
      '/api/admin/add-user',
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace-ledger@example.com',
        phone: '+1 555 0100',
        projectTitle: 'Hopper Consulting website',
        paymentAmount: 249.5,
        paymentMethod: 'cheque',
        paymentReference: 'CHQ-000871',
      },
      admin,
    )
    expect(res.statusCode, res.body).toBe(200)
    await expectLedgerTrue()
    // The unpaid maintenance invoice paid; an order's paid time and amount corrected; projects moving.
    await db.execute(
      sql`update invoices set status = 'paid', paid_at = '2026-03-16T18:45:00Z' where number = 'INV-80002'`,
    )
    await db.execute(
      sql`update orders set paid_at = '2026-02-18T23:30:00Z', amount_cents = 14000 where id = ${ids.o3}`,
    )
    await db.execute(sql`update projects set status = 'delivered' where order_id = ${ids.o2}`)
    await db.execute(sql`update projects set status = 'cancelled' where order_id = ${ids.o1}`)
    await expectLedgerTrue()
    // An order and its project deleted (its credit notes and invoice first).
    const late = await seedPaidOrder(
      db,
      { userId: people.dana.id, title: 'Gone', amountCents: 10_00, paidAt: d('2026-03-19T05:00:00Z') },
      { projectStatus: 'completed' },
    )
    await expectLedgerTrue()
    await db.execute(sql`delete from projects where id = ${late.project!.id}`)
    await expectLedgerTrue()
    await db.execute(sql`delete from orders where id = ${late.id}`)
    await expectLedgerTrue()
  })

  it('folds into one row per day and status and reads the same', async () => {
    const db = t.database.db
    const before = await ledgerByInterval(db, boundsOf(365, 'Asia/Kolkata'))
    expect(await foldLedgerDays(db)).toBeGreaterThan(0)
    const rows = (
      (await db.execute(
        sql`select count(*)::int as n, count(distinct (day, project_status))::int as keys from ledger_days`,
      )) as unknown as { rows: { n: number; keys: number }[] }
    ).rows[0]!
    expect(rows.n).toBe(rows.keys)
    expect(await ledgerByInterval(db, boundsOf(365, 'Asia/Kolkata'))).toEqual(before)
    await expectLedgerTrue()
  })

  itOnPostgres('stays true with thirty writers and two folds at once', async () => {
    const db = t.database.db
    const [shared] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(sql`${projects.orderId} = ${ids.o5}`)
    const statuses = ['completed', 'delivered', 'cancelled', 'under_development'] as const
    const writers = Array.from({ length: 30 }, (_, i) =>
      db.transaction(async (tx) => {
        const order = await seedPaidOrder(
          tx,
          {
            userId: people.bob.id,
            title: `Rush ${i}`,
            amountCents: 10_00 + i,
            paidAt: d(`2026-03-1${i % 10}T0${i % 10}:30:00Z`),
          },
          { projectStatus: statuses[i % 4] },
        )
        await tx.execute(
          sql`update projects set status = ${statuses[(i + 1) % 4]} where id = ${order.project!.id}`,
        )
        await issueCreditNote(tx, {
          invoiceId: invoiceOf[ids.o1]!.id,
          amountCents: 1_00,
          reason: `Race ${i}`,
          createdBy: null,
        })
        await tx.execute(sql`update projects set status = ${statuses[i % 4]} where id = ${shared!.id}`)
      }),
    )
    await Promise.all([...writers, foldLedgerDays(db), foldLedgerDays(db)])
    await expectLedgerTrue()
    await foldLedgerDays(db)
    await expectLedgerTrue()
  })
})
