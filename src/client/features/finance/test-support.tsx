import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { memoryLocation } from '../../test/memory-location'
import type {
  FinanceOrderDetail,
  FinanceOrderRow,
  FinanceStatsResponse,
  RecurringRevenueResponse,
} from '../../../shared/contracts/finance'
import { dismissToast } from '../../lib/toast'
import { renderWithClient } from '../../test/mock-api'

/* What the finance dashboard's component tests share: the API's answers as the contract shapes them. */

export { type Call, mockApi, ok, refused } from '../../test/mock-api'

/** recharts measures its container; jsdom has no ResizeObserver. Also closes the last test's toast. */
export function stubResizeObserver() {
  dismissToast()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
}

/** Renders `ui` at `path` with a recording memory location, the query client and the toaster. */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true })
  const view = renderWithClient(ui, location)
  return { location, ...view }
}

export function orderRow(id: number, over: Partial<FinanceOrderRow> = {}): FinanceOrderRow {
  return {
    id,
    customer: { id: 40 + id, name: `Customer ${id}`, email: `c${id}@example.com` },
    project: { id: 100 + id, title: `Site ${id}`, status: 'completed' },
    amountCents: 150_00,
    refundedCents: 0,
    currency: 'USD',
    status: 'paid',
    paymentMethod: 'card',
    couponCodes: [],
    invoiceNumber: `INV-00000${id}`,
    createdAt: '2026-11-20T15:00:00.000Z',
    paidAt: '2026-11-20T15:05:00.000Z',
    ...over,
  }
}

export function stats(over: Partial<FinanceStatsResponse> = {}): FinanceStatsResponse {
  return {
    period: { days: 30, from: '2026-10-27', to: '2026-11-25', timeZone: 'America/New_York' },
    status: 'all',
    revenueBasis: 'Paid orders and paid maintenance invoices, by the day they were paid.',
    totalRevenueCents: 12_345_50,
    refundedAmountCents: 150_00,
    netRevenueCents: 12_195_50,
    monthlyRevenueCents: 4_500_00,
    lastMonthRevenueCents: 4_000_00,
    monthlyGrowth: 12.5,
    totalOrders: 42,
    monthlyOrders: 17,
    averageOrderValueCents: 293_94,
    activeCustomers: 31,
    checkoutsStarted: 60,
    checkoutsPaid: 42,
    conversionRate: 70,
    cardPaymentsAttempted: 40,
    cardPaymentsSucceeded: 39,
    paymentSuccess: 97.5,
    revenueByMonth: [
      { month: '2026-10', revenueCents: 7_845_50, refundedCents: 0, orders: 25 },
      { month: '2026-11', revenueCents: 4_500_00, refundedCents: 150_00, orders: 17 },
    ],
    ordersByStatus: [
      { status: 'completed', orders: 20, revenueCents: 6_000_00 },
      { status: 'in_progress', orders: 15, revenueCents: 4_345_50 },
      { status: 'delivered', orders: 5, revenueCents: 1_500_00 },
      { status: 'cancelled', orders: 2, revenueCents: 500_00 },
    ],
    topCustomers: [
      { id: 7, name: 'Grace Hopper', email: 'grace@example.com', orders: 3, revenueCents: 900_00 },
      { id: 8, name: 'Alan Turing', email: 'alan@example.com', orders: 2, revenueCents: 450_00 },
    ],
    recentOrders: [orderRow(1)],
    ...over,
  }
}

export const emptyStats = (): FinanceStatsResponse =>
  stats({
    totalRevenueCents: 0,
    refundedAmountCents: 0,
    netRevenueCents: 0,
    totalOrders: 0,
    monthlyOrders: 0,
    averageOrderValueCents: 0,
    activeCustomers: 0,
    checkoutsStarted: 0,
    checkoutsPaid: 0,
    conversionRate: null,
    cardPaymentsAttempted: 0,
    cardPaymentsSucceeded: 0,
    paymentSuccess: null,
    monthlyGrowth: null,
    ordersByStatus: [
      { status: 'completed', orders: 0, revenueCents: 0 },
      { status: 'in_progress', orders: 0, revenueCents: 0 },
      { status: 'delivered', orders: 0, revenueCents: 0 },
      { status: 'cancelled', orders: 0, revenueCents: 0 },
    ],
    topCustomers: [],
    recentOrders: [],
  })

export function recurring(over: Partial<RecurringRevenueResponse> = {}): RecurringRevenueResponse {
  return {
    period: { days: 30, from: '2026-10-27', to: '2026-11-25', timeZone: 'America/New_York' },
    mrrCents: 1_250_00,
    activePlans: 24,
    newPlans: 5,
    churnedPlans: 2,
    pastDuePlans: 3,
    pastDueAmountCents: 105_00,
    maintenanceRevenueCents: 1_180_00,
    mrrByMonth: [
      { month: '2026-10', mrrCents: 1_100_00 },
      { month: '2026-11', mrrCents: 1_250_00 },
    ],
    couponCostCents: 320_00,
    couponRedemptions: 9,
    exitPopup: { signups: 40, converted: 6, rate: 15 },
    ...over,
  }
}

export function orderDetail(id: number, over: Partial<FinanceOrderDetail> = {}): FinanceOrderDetail {
  return {
    order: orderRow(id, { amountCents: 240_00, couponCodes: ['SAVE15'] }),
    lines: [
      { description: 'Website (5 pages)', quantity: 1, unitAmountCents: 100_00, amountCents: 100_00 },
      { description: 'E-commerce', quantity: 1, unitAmountCents: 50_00, amountCents: 50_00 },
      { description: 'Rush timeline', quantity: 1, unitAmountCents: 132_35, amountCents: 132_35 },
    ],
    subtotalCents: 282_35,
    discountCents: 42_35,
    coupons: [{ code: 'SAVE15', discountCents: 42_35 }],
    invoice: {
      id: 9,
      number: 'INV-000009',
      issuedAt: '2026-11-20T15:05:00.000Z',
      pdfUrl: '/api/invoices/9/pdf',
    },
    payment: {
      provider: 'stripe',
      status: 'succeeded',
      reference: 'pi_123',
      paidAt: '2026-11-20T15:05:00.000Z',
    },
    refunds: [],
    creditNotes: [],
    refundableCents: 240_00,
    dispute: null,
    ...over,
  }
}
