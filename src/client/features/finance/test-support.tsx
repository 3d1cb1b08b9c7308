import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { memoryLocation, TestRouter } from '../../test/memory-location'
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
    amount: '150.00',
    refunded: '0.00',
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
    totalRevenue: '12345.50',
    refundedAmount: '150.00',
    netRevenue: '12195.50',
    monthlyRevenue: '4500.00',
    lastMonthRevenue: '4000.00',
    monthlyGrowth: 12.5,
    totalOrders: 42,
    monthlyOrders: 17,
    averageOrderValue: '293.94',
    activeCustomers: 31,
    checkoutsStarted: 60,
    checkoutsPaid: 42,
    conversionRate: 70,
    cardPaymentsAttempted: 40,
    cardPaymentsSucceeded: 39,
    paymentSuccess: 97.5,
    revenueByMonth: [
      { month: '2026-10', revenue: '7845.50', refunded: '0.00', orders: 25 },
      { month: '2026-11', revenue: '4500.00', refunded: '150.00', orders: 17 },
    ],
    ordersByStatus: [
      { status: 'completed', orders: 20, revenue: '6000.00' },
      { status: 'in_progress', orders: 15, revenue: '4345.50' },
      { status: 'delivered', orders: 5, revenue: '1500.00' },
      { status: 'cancelled', orders: 2, revenue: '500.00' },
    ],
    topCustomers: [
      { id: 7, name: 'Grace Hopper', email: 'grace@example.com', orders: 3, revenue: '900.00' },
      { id: 8, name: 'Alan Turing', email: 'alan@example.com', orders: 2, revenue: '450.00' },
    ],
    recentOrders: [orderRow(1)],
    ...over,
  }
}

export const emptyStats = (): FinanceStatsResponse =>
  stats({
    totalRevenue: '0.00',
    refundedAmount: '0.00',
    netRevenue: '0.00',
    totalOrders: 0,
    monthlyOrders: 0,
    averageOrderValue: '0.00',
    activeCustomers: 0,
    checkoutsStarted: 0,
    checkoutsPaid: 0,
    conversionRate: null,
    cardPaymentsAttempted: 0,
    cardPaymentsSucceeded: 0,
    paymentSuccess: null,
    monthlyGrowth: null,
    ordersByStatus: [
      { status: 'completed', orders: 0, revenue: '0.00' },
      { status: 'in_progress', orders: 0, revenue: '0.00' },
      { status: 'delivered', orders: 0, revenue: '0.00' },
      { status: 'cancelled', orders: 0, revenue: '0.00' },
    ],
    topCustomers: [],
    recentOrders: [],
  })

export function recurring(over: Partial<RecurringRevenueResponse> = {}): RecurringRevenueResponse {
  return {
    period: { days: 30, from: '2026-10-27', to: '2026-11-25', timeZone: 'America/New_York' },
    mrr: '1250.00',
    activePlans: 24,
    newPlans: 5,
    churnedPlans: 2,
    pastDuePlans: 3,
    pastDueAmount: '105.00',
    maintenanceRevenue: '1180.00',
    mrrByMonth: [
      { month: '2026-10', mrr: '1100.00' },
      { month: '2026-11', mrr: '1250.00' },
    ],
    couponCost: '320.00',
    couponRedemptions: 9,
    exitPopup: { signups: 40, converted: 6, rate: 15 },
    ...over,
  }
}

export function orderDetail(id: number, over: Partial<FinanceOrderDetail> = {}): FinanceOrderDetail {
  return {
    order: orderRow(id, { amount: '240.00', couponCodes: ['SAVE15'] }),
    lines: [
      { description: 'Website (5 pages)', quantity: 1, unitAmount: '100.00', amount: '100.00' },
      { description: 'E-commerce', quantity: 1, unitAmount: '50.00', amount: '50.00' },
      { description: 'Rush timeline', quantity: 1, unitAmount: '132.35', amount: '132.35' },
    ],
    subtotal: '282.35',
    discount: '42.35',
    coupons: [{ code: 'SAVE15', discount: '42.35' }],
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
    refundable: '240.00',
    dispute: null,
    ...over,
  }
}
