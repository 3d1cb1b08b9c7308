import { describe, expect, it } from 'vitest'
import { admin, get, people, row, stats, useLedger } from './ledger-fixtures'

// GET /api/cfo/stats over the ledger of ledger-fixtures.ts, each figure worked out by hand there.
useLedger()

const zeroMonth = (month: string) => ({ month, revenueCents: 0, refundedCents: 0, orders: 0 })

describe('GET /api/cfo/stats', () => {
  it('works out the last 30 days of every status', async () => {
    expect(await stats('days=30')).toEqual({
      period: { days: 30, from: '2026-02-19', to: '2026-03-20', timeZone: 'UTC' },
      status: 'all',
      revenueBasis: expect.stringContaining('Paid orders and paid maintenance invoices'),
      // O2 300 + O3 150 + O5 250 + O4 100 + maintenance 49; the $50 credit note.
      totalRevenueCents: 849_00,
      refundedAmountCents: 50_00,
      netRevenueCents: 799_00,
      // March: 150 + 250 + 100 + 49; February: 300.
      monthlyRevenueCents: 549_00,
      lastMonthRevenueCents: 300_00,
      monthlyGrowth: 83,
      totalOrders: 4,
      monthlyOrders: 3,
      averageOrderValueCents: 200_00,
      activeCustomers: 4,
      // O2, O3, O4 and the pending one were opened to pay by card in the period (O5 was a bank transfer an admin
      // recorded); O2, O3 and O4 are paid.
      checkoutsStarted: 4,
      checkoutsPaid: 3,
      conversionRate: 75,
      // O2's failed and succeeded payments, O3's and O4's (O5 was paid by bank transfer).
      cardPaymentsAttempted: 4,
      cardPaymentsSucceeded: 3,
      paymentSuccess: 75,
      revenueByMonth: [
        { month: '2026-02', revenueCents: 300_00, refundedCents: 0, orders: 1 },
        { month: '2026-03', revenueCents: 549_00, refundedCents: 50_00, orders: 3 },
      ],
      ordersByStatus: [
        { status: 'completed', orders: 1, revenueCents: 150_00 },
        { status: 'in_progress', orders: 2, revenueCents: 400_00 },
        { status: 'delivered', orders: 0, revenueCents: 0 },
        { status: 'cancelled', orders: 1, revenueCents: 250_00 },
      ],
      // Money kept: what each paid in the period less its refunds. Alice: O2 300 + maintenance 49; Bob: O3 150 less
      // its $50 credit note (tied with the next at 100, the older account first).
      topCustomers: [
        {
          id: people.alice.id,
          name: 'Alice Able',
          email: people.alice.email,
          orders: 1,
          revenueCents: 349_00,
        },
        { id: people.dana.id, name: 'Dana Doe', email: people.dana.email, orders: 1, revenueCents: 250_00 },
        { id: people.bob.id, name: 'Bob Brown', email: people.bob.email, orders: 1, revenueCents: 100_00 },
        {
          id: people.hyper.id,
          name: '=HYPERLINK("http://x")',
          email: people.hyper.email,
          orders: 1,
          revenueCents: 100_00,
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
      totalRevenueCents: 1_049_00,
      refundedAmountCents: 50_00,
      netRevenueCents: 999_00,
      monthlyRevenueCents: 549_00,
      lastMonthRevenueCents: 300_00,
      monthlyGrowth: 83,
      totalOrders: 5,
      monthlyOrders: 3,
      averageOrderValueCents: 200_00,
      activeCustomers: 4,
      // O1-O4 and the pending one by card; O1-O4 paid.
      checkoutsStarted: 5,
      checkoutsPaid: 4,
      conversionRate: 80,
      cardPaymentsAttempted: 5,
      cardPaymentsSucceeded: 4,
      paymentSuccess: 80,
      revenueByMonth: [
        ...months,
        { month: '2026-01', revenueCents: 200_00, refundedCents: 0, orders: 1 },
        { month: '2026-02', revenueCents: 300_00, refundedCents: 0, orders: 1 },
        { month: '2026-03', revenueCents: 549_00, refundedCents: 50_00, orders: 3 },
      ],
      ordersByStatus: [
        { status: 'completed', orders: 1, revenueCents: 150_00 },
        { status: 'in_progress', orders: 2, revenueCents: 400_00 },
        { status: 'delivered', orders: 1, revenueCents: 200_00 },
        { status: 'cancelled', orders: 1, revenueCents: 250_00 },
      ],
      topCustomers: [
        expect.objectContaining({ id: people.alice.id, orders: 2, revenueCents: 549_00 }),
        expect.objectContaining({ id: people.dana.id, orders: 1, revenueCents: 250_00 }),
        expect.objectContaining({ id: people.bob.id, orders: 1, revenueCents: 100_00 }),
        expect.objectContaining({ id: people.hyper.id, orders: 1, revenueCents: 100_00 }),
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
      totalRevenueCents: 400_00,
      refundedAmountCents: 0,
      netRevenueCents: 400_00,
      monthlyRevenueCents: 100_00,
      lastMonthRevenueCents: 300_00,
      monthlyGrowth: -66.7,
      totalOrders: 2,
      monthlyOrders: 1,
      averageOrderValueCents: 200_00,
      activeCustomers: 2,
      // The whole studio's card checkouts, whatever the status filter: not the filtered orders over all checkouts.
      checkoutsStarted: 4,
      checkoutsPaid: 3,
      conversionRate: 75,
      cardPaymentsAttempted: 4,
      cardPaymentsSucceeded: 3,
      paymentSuccess: 75,
      revenueByMonth: [
        { month: '2026-02', revenueCents: 300_00, refundedCents: 0, orders: 1 },
        { month: '2026-03', revenueCents: 100_00, refundedCents: 0, orders: 1 },
      ],
      ordersByStatus: [
        { status: 'completed', orders: 0, revenueCents: 0 },
        { status: 'in_progress', orders: 2, revenueCents: 400_00 },
        { status: 'delivered', orders: 0, revenueCents: 0 },
        { status: 'cancelled', orders: 0, revenueCents: 0 },
      ],
      topCustomers: [
        expect.objectContaining({ id: people.alice.id, orders: 1, revenueCents: 300_00 }),
        expect.objectContaining({ id: people.hyper.id, orders: 1, revenueCents: 100_00 }),
      ],
      recentOrders: [row('o4'), row('o2')],
    })
  })

  it('keeps to delivered projects over a year, their maintenance included', async () => {
    const s = await stats('days=365&status=delivered')
    expect(s).toMatchObject({
      totalRevenueCents: 249_00,
      refundedAmountCents: 0,
      netRevenueCents: 249_00,
      monthlyRevenueCents: 49_00,
      lastMonthRevenueCents: 0,
      monthlyGrowth: null,
      totalOrders: 1,
      monthlyOrders: 0,
      averageOrderValueCents: 200_00,
      activeCustomers: 1,
      checkoutsStarted: 5,
      checkoutsPaid: 4,
      conversionRate: 80,
      ordersByStatus: [
        { status: 'completed', orders: 0, revenueCents: 0 },
        { status: 'in_progress', orders: 0, revenueCents: 0 },
        { status: 'delivered', orders: 1, revenueCents: 200_00 },
        { status: 'cancelled', orders: 0, revenueCents: 0 },
      ],
      // O1 200 and its project's maintenance 49.
      topCustomers: [expect.objectContaining({ id: people.alice.id, orders: 1, revenueCents: 249_00 })],
      recentOrders: [row('o1')],
    })
    expect(s.revenueByMonth).toHaveLength(13)
    expect(s.revenueByMonth.slice(-3)).toEqual([
      { month: '2026-01', revenueCents: 200_00, refundedCents: 0, orders: 1 },
      zeroMonth('2026-02'),
      { month: '2026-03', revenueCents: 49_00, refundedCents: 0, orders: 0 },
    ])
  })

  it("agrees with the admin overview's revenue over the same ledger", async () => {
    const overview = (await get('/api/admin/stats', admin)).json()
    // Every paid order and maintenance invoice of this ledger is within the last year.
    expect(overview.totalRevenueCents).toBe((await stats('days=365')).netRevenueCents)
    expect(overview.totalRevenueCents).toBe(999_00)
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
