import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteSettingsSchema, SITE_SETTINGS_MESSAGES } from '../../../shared/contracts/site-settings'
import { STATUS_LABELS, type ProjectStatus } from '../../../shared/lifecycle'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { creditNotes, invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { siteSettings } from '../../db/schema/site-settings'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { listPaidOrders, listPaidOrdersAfter } from '../reporting'
import { CSV_COLUMNS, paidOrders } from './finance.export'

/*
 * A small ledger whose every figure is worked out by hand below. Today is 20 March 2026 (UTC, the default zone):
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
const d = (iso: string) => new Date(iso)
const hourBefore = (at: Date) => new Date(at.getTime() - 3600_000)

let t: TestApp
let cfo: Record<string, string>
let admin: Record<string, string>
let customer: Record<string, string>
const ids: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5', number> = { o1: 0, o2: 0, o3: 0, o4: 0, o5: 0 }
const invoiceOf: Record<number, { id: number; number: string }> = {}
let people: Record<'alice' | 'bob' | 'hyper' | 'dana', { id: number; email: string }>

async function seedLedger() {
  const db = t.database.db
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

const get = (url: string, headers: Record<string, string> = cfo) =>
  t.app.inject({ method: 'GET', url, headers })

async function stats(query: string) {
  const res = await get(`/api/cfo/stats?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const zeroMonth = (month: string) => ({ month, revenue: '0.00', refunded: '0.00', orders: 0 })
const row = (key: keyof typeof ids) => expect.objectContaining({ id: ids[key] })

describe('GET /api/cfo/stats', () => {
  it('works out the last 30 days of every status', async () => {
    expect(await stats('days=30')).toEqual({
      period: { days: 30, from: '2026-02-19', to: '2026-03-20', timeZone: 'UTC' },
      status: 'all',
      revenueBasis: expect.stringContaining('Paid orders and paid maintenance invoices'),
      // O2 300 + O3 150 + O5 250 + O4 100 + maintenance 49; the $50 credit note.
      totalRevenue: '849.00',
      refundedAmount: '50.00',
      netRevenue: '799.00',
      // March: 150 + 250 + 100 + 49; February: 300.
      monthlyRevenue: '549.00',
      lastMonthRevenue: '300.00',
      monthlyGrowth: 83,
      totalOrders: 4,
      monthlyOrders: 3,
      averageOrderValue: '200.00',
      activeCustomers: 4,
      // O2, O3, O4, O5 and the pending one were opened in the period.
      checkoutsStarted: 5,
      conversionRate: 80,
      // O2's failed and succeeded payments, O3's and O4's (O5 was paid by bank transfer).
      cardPaymentsAttempted: 4,
      cardPaymentsSucceeded: 3,
      paymentSuccess: 75,
      revenueByMonth: [
        { month: '2026-02', revenue: '300.00', refunded: '0.00', orders: 1 },
        { month: '2026-03', revenue: '549.00', refunded: '50.00', orders: 3 },
      ],
      ordersByStatus: [
        { status: 'completed', orders: 1, revenue: '150.00' },
        { status: 'in_progress', orders: 2, revenue: '400.00' },
        { status: 'delivered', orders: 0, revenue: '0.00' },
        { status: 'cancelled', orders: 1, revenue: '250.00' },
      ],
      topCustomers: [
        { id: people.alice.id, name: 'Alice Able', email: people.alice.email, orders: 1, revenue: '300.00' },
        { id: people.dana.id, name: 'Dana Doe', email: people.dana.email, orders: 1, revenue: '250.00' },
        { id: people.bob.id, name: 'Bob Brown', email: people.bob.email, orders: 1, revenue: '150.00' },
        {
          id: people.hyper.id,
          name: '=HYPERLINK("http://x")',
          email: people.hyper.email,
          orders: 1,
          revenue: '100.00',
        },
      ],
      recentOrders: [row('o4'), row('o5'), row('o3'), row('o2')],
    })
  })

  it('works out the last 365 days, every month shown', async () => {
    const s = await stats('days=365&status=all')
    const months = [
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ].map(zeroMonth)
    expect(s).toEqual({
      period: { days: 365, from: '2025-03-21', to: '2026-03-20', timeZone: 'UTC' },
      status: 'all',
      revenueBasis: expect.any(String),
      totalRevenue: '1049.00',
      refundedAmount: '50.00',
      netRevenue: '999.00',
      monthlyRevenue: '549.00',
      lastMonthRevenue: '300.00',
      monthlyGrowth: 83,
      totalOrders: 5,
      monthlyOrders: 3,
      averageOrderValue: '200.00',
      activeCustomers: 4,
      checkoutsStarted: 6,
      conversionRate: 83.3,
      cardPaymentsAttempted: 5,
      cardPaymentsSucceeded: 4,
      paymentSuccess: 80,
      revenueByMonth: [
        ...months,
        { month: '2026-01', revenue: '200.00', refunded: '0.00', orders: 1 },
        { month: '2026-02', revenue: '300.00', refunded: '0.00', orders: 1 },
        { month: '2026-03', revenue: '549.00', refunded: '50.00', orders: 3 },
      ],
      ordersByStatus: [
        { status: 'completed', orders: 1, revenue: '150.00' },
        { status: 'in_progress', orders: 2, revenue: '400.00' },
        { status: 'delivered', orders: 1, revenue: '200.00' },
        { status: 'cancelled', orders: 1, revenue: '250.00' },
      ],
      topCustomers: [
        expect.objectContaining({ id: people.alice.id, orders: 2, revenue: '500.00' }),
        expect.objectContaining({ id: people.dana.id, orders: 1, revenue: '250.00' }),
        expect.objectContaining({ id: people.bob.id, orders: 1, revenue: '150.00' }),
        expect.objectContaining({ id: people.hyper.id, orders: 1, revenue: '100.00' }),
      ],
      recentOrders: [row('o4'), row('o5'), row('o3'), row('o2'), row('o1')],
    })
  })

  it('keeps to the orders whose project is in progress', async () => {
    expect(await stats('days=30&status=in_progress')).toEqual({
      period: { days: 30, from: '2026-02-19', to: '2026-03-20', timeZone: 'UTC' },
      status: 'in_progress',
      revenueBasis: expect.any(String),
      // O2 and O4; the maintenance is on a delivered project and the credit note on a completed one.
      totalRevenue: '400.00',
      refundedAmount: '0.00',
      netRevenue: '400.00',
      monthlyRevenue: '100.00',
      lastMonthRevenue: '300.00',
      monthlyGrowth: -66.7,
      totalOrders: 2,
      monthlyOrders: 1,
      averageOrderValue: '200.00',
      activeCustomers: 2,
      checkoutsStarted: 5,
      conversionRate: 40,
      cardPaymentsAttempted: 4,
      cardPaymentsSucceeded: 3,
      paymentSuccess: 75,
      revenueByMonth: [
        { month: '2026-02', revenue: '300.00', refunded: '0.00', orders: 1 },
        { month: '2026-03', revenue: '100.00', refunded: '0.00', orders: 1 },
      ],
      ordersByStatus: [
        { status: 'completed', orders: 0, revenue: '0.00' },
        { status: 'in_progress', orders: 2, revenue: '400.00' },
        { status: 'delivered', orders: 0, revenue: '0.00' },
        { status: 'cancelled', orders: 0, revenue: '0.00' },
      ],
      topCustomers: [
        expect.objectContaining({ id: people.alice.id, orders: 1, revenue: '300.00' }),
        expect.objectContaining({ id: people.hyper.id, orders: 1, revenue: '100.00' }),
      ],
      recentOrders: [row('o4'), row('o2')],
    })
  })

  it('keeps to delivered projects over a year, their maintenance included', async () => {
    const s = await stats('days=365&status=delivered')
    expect(s).toMatchObject({
      totalRevenue: '249.00',
      refundedAmount: '0.00',
      netRevenue: '249.00',
      monthlyRevenue: '49.00',
      lastMonthRevenue: '0.00',
      monthlyGrowth: null,
      totalOrders: 1,
      monthlyOrders: 0,
      averageOrderValue: '200.00',
      activeCustomers: 1,
      checkoutsStarted: 6,
      conversionRate: 16.7,
      ordersByStatus: [
        { status: 'completed', orders: 0, revenue: '0.00' },
        { status: 'in_progress', orders: 0, revenue: '0.00' },
        { status: 'delivered', orders: 1, revenue: '200.00' },
        { status: 'cancelled', orders: 0, revenue: '0.00' },
      ],
      topCustomers: [expect.objectContaining({ id: people.alice.id, orders: 1, revenue: '200.00' })],
      recentOrders: [row('o1')],
    })
    expect(s.revenueByMonth).toHaveLength(13)
    expect(s.revenueByMonth.slice(-3)).toEqual([
      { month: '2026-01', revenue: '200.00', refunded: '0.00', orders: 1 },
      zeroMonth('2026-02'),
      { month: '2026-03', revenue: '49.00', refunded: '0.00', orders: 0 },
    ])
  })

  it("agrees with the admin overview's revenue over the same ledger", async () => {
    const overview = (await get('/api/admin/stats', admin)).json()
    // Every paid order and maintenance invoice of this ledger is within the last year.
    expect(overview.totalRevenue).toBe((await stats('days=365')).netRevenue)
    expect(overview.totalRevenue).toBe('999.00')
  })

  it('refuses a period or a status that is not offered, with the schema’s message', async () => {
    const bad = await get('/api/cfo/stats?days=10')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Period must be 7, 30, 90 or 365 days')
    const status = await get('/api/cfo/stats?status=paid')
    expect(status.statusCode).toBe(400)
    expect(status.json().message).toBe('Status must be all, completed, in_progress, delivered or cancelled')
  })
})

describe('GET /api/cfo/orders', () => {
  it('pages and sorts the paid orders of the period, with their total', async () => {
    const byAmount = await get('/api/cfo/orders?days=365&sort=amount_desc&pageSize=2&page=2')
    expect(byAmount.statusCode, byAmount.body).toBe(200)
    expect(byAmount.json()).toEqual({ items: [row('o1'), row('o3')], page: 2, pageSize: 2, total: 5 })
    const oldest = (await get('/api/cfo/orders?days=365&sort=oldest&pageSize=3')).json()
    expect(oldest.items.map((o: { id: number }) => o.id)).toEqual([ids.o1, ids.o2, ids.o3])
    const cheapest = (await get('/api/cfo/orders?days=30&sort=amount_asc')).json()
    expect(cheapest.items.map((o: { id: number }) => o.id)).toEqual([ids.o4, ids.o3, ids.o5, ids.o2])
    expect(cheapest.total).toBe(4)
    const newest = (await get('/api/cfo/orders?days=30&status=completed')).json()
    expect(newest.items).toEqual([
      {
        id: ids.o3,
        customer: { id: people.bob.id, name: 'Bob Brown', email: people.bob.email },
        project: { id: expect.any(Number), title: 'Brown Garage', status: 'completed' },
        amount: '150.00',
        refunded: '50.00',
        status: 'paid',
        paymentMethod: 'card',
        couponCodes: [],
        invoiceNumber: invoiceOf[ids.o3]!.number,
        createdAt: '2026-03-05T11:00:00.000Z',
        paidAt: '2026-03-05T12:00:00.000Z',
      },
    ])
    const tooMany = await get('/api/cfo/orders?pageSize=101')
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toBe('Page size must be 1 to 100')
  })
})

describe('GET /api/cfo/orders/:id', () => {
  it("answers an order's lines, coupons, invoice, payment and credit notes", async () => {
    const res = await get(`/api/cfo/orders/${ids.o2}`)
    expect(res.statusCode, res.body).toBe(200)
    const invoice = invoiceOf[ids.o2]!
    expect(res.json()).toEqual({
      order: expect.objectContaining({ id: ids.o2, amount: '300.00', couponCodes: ['SAVE15', 'WELCOME'] }),
      lines: [
        { description: 'Five-page website', quantity: 1, unitAmount: '100.00', amount: '100.00' },
        { description: 'Rush delivery', quantity: 1, unitAmount: '300.00', amount: '300.00' },
      ],
      subtotal: '400.00',
      discount: '100.00',
      coupons: [
        { code: 'SAVE15', discount: '60.00' },
        { code: 'WELCOME', discount: '40.00' },
      ],
      invoice: {
        id: invoice.id,
        number: invoice.number,
        issuedAt: '2026-02-25T09:00:00.000Z',
        pdfUrl: `/api/dashboard/invoices/${invoice.id}/pdf`,
      },
      payment: {
        provider: 'test',
        status: 'succeeded',
        reference: 'pi_o2b',
        paidAt: '2026-02-25T08:31:00.000Z',
      },
      refunds: [],
      creditNotes: [],
      refundable: '300.00',
      dispute: null,
    })
  })

  it('lists the credit notes and what is left to refund, and a manual payment, to the CFO and an admin', async () => {
    const o3 = (await get(`/api/cfo/orders/${ids.o3}`, admin)).json()
    expect(o3.creditNotes).toEqual([
      {
        id: expect.any(Number),
        number: 'CN-70001',
        invoiceNumber: invoiceOf[ids.o3]!.number,
        amount: '50.00',
        reason: 'One page dropped',
        issuedAt: '2026-03-10T12:00:00.000Z',
        pdfUrl: `/api/credit-notes/${o3.creditNotes[0].id}/pdf`,
      },
    ])
    expect(o3.refundable).toBe('100.00')
    const o5 = (await get(`/api/cfo/orders/${ids.o5}`)).json()
    expect(o5.payment).toEqual({
      provider: 'bank_transfer',
      status: 'succeeded',
      reference: 'BT-42',
      paidAt: '2026-03-12T15:00:00.000Z',
    })
    expect((await get('/api/cfo/orders/999999')).statusCode).toBe(404)
  })
})

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl })
    .promise
  let text = ''
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent()
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n'
  }
  await doc.destroy()
  return text.replace(/\s+/g, ' ')
}

describe('GET /api/cfo/export', () => {
  it("sends the period's orders as a CSV that reads back to the same rows, formulas kept as text", async () => {
    const res = await get('/api/cfo/export?type=csv&days=30')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="financial-report-2026-03-20.csv"')
    const rows: string[][] = parse(res.body)
    expect(rows[0]).toEqual([...CSV_COLUMNS])
    const invoice = (id: number) => invoiceOf[id]!.number
    expect(rows.slice(1)).toEqual([
      [
        String(ids.o2),
        '2026-02-25',
        'Alice Able',
        people.alice.email,
        'Able Deli',
        STATUS_LABELS.under_development,
        'paid',
        'card',
        'SAVE15 WELCOME',
        '300.00',
        '0.00',
        '300.00',
        invoice(ids.o2),
      ],
      [
        String(ids.o3),
        '2026-03-05',
        'Bob Brown',
        people.bob.email,
        'Brown Garage',
        STATUS_LABELS.completed,
        'paid',
        'card',
        '',
        '150.00',
        '50.00',
        '100.00',
        invoice(ids.o3),
      ],
      [
        String(ids.o5),
        '2026-03-12',
        'Dana Doe',
        people.dana.email,
        'Doe Dental',
        STATUS_LABELS.cancelled,
        'paid',
        'bank_transfer',
        '',
        '250.00',
        '0.00',
        '250.00',
        invoice(ids.o5),
      ],
      [
        String(ids.o4),
        '2026-03-18',
        `'=HYPERLINK("http://x")`,
        people.hyper.email,
        'Hyper Shop',
        STATUS_LABELS.requirements_needed,
        'paid',
        'card',
        '',
        '100.00',
        '0.00',
        '100.00',
        invoice(ids.o4),
      ],
    ])
    const delivered = parse((await get('/api/cfo/export?type=csv&days=365&status=delivered')).body)
    expect(delivered.slice(1).map((r: string[]) => r[0])).toEqual([String(ids.o1)])
  })

  it('sends the report as a PDF that states its period', async () => {
    const res = await get('/api/cfo/export?type=pdf&days=30&status=all')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="financial-report-2026-03-20.pdf"')
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF')
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('19 Feb 2026 – 20 Mar 2026')
    expect(text).toContain('30 days')
    expect(text).toContain('849.00')
  })

  it('refuses an unknown type with the schema’s message', async () => {
    const res = await get('/api/cfo/export?type=xlsx')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Type must be csv or pdf')
  })
})

describe('who may read the finance reports', () => {
  const cfoOnly = ['/api/cfo/stats', '/api/cfo/orders', '/api/cfo/export?type=csv']
  it('answers 401 without a session, 403 to a customer and to an admin on the CFO-only routes', async () => {
    for (const url of [...cfoOnly, `/api/cfo/orders/${ids.o1}`]) {
      expect((await get(url, {})).statusCode, url).toBe(401)
      expect((await get(url, customer)).statusCode, url).toBe(403)
    }
    for (const url of cfoOnly) expect((await get(url, admin)).statusCode, url).toBe(403)
    expect((await get(`/api/cfo/orders/${ids.o1}`, admin)).statusCode).toBe(200)
  })
})

describe("the studio's time zone", () => {
  it('refuses a name that is not an IANA time zone', () => {
    const parsed = SiteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, timeZone: 'Mars/Olympus' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(SITE_SETTINGS_MESSAGES.timeZone)
    expect(SiteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, timeZone: 'Asia/Tokyo' }).timeZone).toBe(
      'Asia/Tokyo',
    )
  })

  it("counts an order paid at 23:30 UTC on the next day in Asia/Tokyo's calendar", async () => {
    const db = t.database.db
    // 23:30 UTC on 18 February is 08:30 on 19 February in Tokyo: the first day of Tokyo's last 30 days.
    const late = await seedPaidOrder(
      db,
      { userId: people.bob.id, title: 'Late Order', amountCents: 70_00, paidAt: d('2026-02-18T23:30:00Z') },
      { projectStatus: 'delivered' },
    )
    const utc = await stats('days=30')
    expect(utc.totalOrders).toBe(4)
    await db.insert(siteSettings).values({ id: 1, values: { timeZone: 'Asia/Tokyo' } })
    const tokyo = await stats('days=30')
    expect(tokyo.period).toEqual({ days: 30, from: '2026-02-19', to: '2026-03-20', timeZone: 'Asia/Tokyo' })
    expect(tokyo.totalOrders).toBe(5)
    expect(tokyo.totalRevenue).toBe('919.00')
    expect(tokyo.revenueByMonth[0]).toEqual({
      month: '2026-02',
      revenue: '370.00',
      refunded: '0.00',
      orders: 2,
    })
    const csv: string[][] = parse((await get('/api/cfo/export?type=csv&days=30')).body)
    expect(csv[1]!.slice(0, 2)).toEqual([String(late.id), '2026-02-19'])
  })
})

describe('the export walk', () => {
  it('reads every paid order once, page after page, with paid times finer than a millisecond', async () => {
    const db = t.database.db
    await db.execute(
      sql`update orders set paid_at = paid_at + interval '321 microseconds' where paid_at is not null`,
    )
    const scope = { from: d('2025-03-21T00:00:00Z'), to: d('2026-03-21T00:00:00Z') }
    const seen: number[] = []
    let after: number | null = null
    for (;;) {
      const page = await listPaidOrdersAfter(db, scope, after, 2)
      seen.push(...page.map((r) => r.id))
      if (page.length < 2) break
      after = page.at(-1)!.id
    }
    const all = await listPaidOrders(db, scope, { sort: 'oldest', limit: 100, offset: 0 })
    expect(seen).toEqual(all.map((r) => r.id))
    expect(new Set(seen).size).toBe(all.length)
    expect(all.length).toBe(6)
    // The export's own walk, asking for the next page while it writes this one: each order once, in order.
    const walked: number[] = []
    for await (const r of paidOrders(t.app.ctx, scope, Infinity, 2)) walked.push(r.id)
    expect(walked).toEqual(seen)
    const firstFive: number[] = []
    for await (const r of paidOrders(t.app.ctx, scope, 5, 2)) firstFive.push(r.id)
    expect(firstFive).toEqual(seen.slice(0, 5))
  })
})
