import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderView } from '../../../../shared/contracts/orders'
import { createQueryClient } from '../../../lib/query-client'
import { OrderStatus } from './order-status'
import { MemoryRouter } from 'react-router'

const ORDER_ID = 42
const VERIFY = `POST /api/orders/${ORDER_ID}/verify`
const GET = `GET /api/orders/${ORDER_ID}`

type Answer = { status: number; body: unknown }

/**
 * Answers the page's calls by method and path; a list of answers is used in turn, its last one repeated.
 * Anything else fails the test.
 */
function mockApi(handlers: Record<string, Answer | Answer[]>) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${url}`
    const handler = handlers[call]
    if (!handler) throw new Error(`unexpected call: ${call}`)
    const answers = Array.isArray(handler) ? handler : [handler]
    const answer = answers[Math.min(calls.filter((c) => c === call).length, answers.length - 1)]!
    calls.push(call)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return { count: (call: string) => calls.filter((c) => c === call).length }
}

const order = (over: Partial<OrderView> = {}): OrderView => ({
  id: ORDER_ID,
  status: 'pending',
  title: 'My business website',
  businessType: 'other',
  timeline: 'standard',
  extraPages: 0,
  freePages: 0,
  totalPages: 5,
  selectedAddons: ['ecommerce'],
  couponCodes: [],
  coupons: [],
  domain: null,
  lines: [
    { description: 'Business website (5 pages)', amountCents: 100_00 },
    { description: 'E-commerce', amountCents: 50_00 },
  ],
  subtotalCents: 150_00,
  discountCents: 0,
  amountCents: 150_00,
  currency: 'USD',
  createdAt: '2025-03-01T10:00:00.000Z',
  paidAt: null,
  paymentError: null,
  project: null,
  invoiceNumber: null,
  ...over,
})

const paid = (project: Partial<NonNullable<OrderView['project']>> = {}) =>
  order({
    status: 'paid',
    paidAt: '2025-03-01T10:01:00.000Z',
    invoiceNumber: 'INV-000042',
    project: {
      id: 7,
      status: 'requirements_needed',
      deliveryDate: null,
      requirementsSubmitted: false,
      ...project,
    },
  })

const ok = (body: OrderView): Answer => ({ status: 200, body })

/** As /payment-success renders it for `?order=42`. */
function renderStatus() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderStatus orderId={ORDER_ID} paymentIntent={null} clearStorage />
    </QueryClientProvider>,
    { wrapper: MemoryRouter },
  )
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the payment return page', () => {
  it('waits while the order is pending, then shows the paid order and clears the saved checkout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    window.localStorage.setItem('pendingOrder', '{"orderId":42}')
    window.localStorage.setItem('checkoutOrder', '{"orderId":42}')
    const api = mockApi({ [VERIFY]: ok(order()), [GET]: [ok(order()), ok(paid())] })
    renderStatus()

    expect(await heading('Confirming your payment…')).toBeTruthy()
    await waitFor(() => expect(api.count(VERIFY)).toBe(1))
    await vi.advanceTimersByTimeAsync(1500)
    await waitFor(() => expect(api.count(GET)).toBe(1))
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy()
    expect(window.localStorage.getItem('pendingOrder')).not.toBeNull()
    expect(window.localStorage.getItem('checkoutOrder')).not.toBeNull()

    await vi.advanceTimersByTimeAsync(1500)
    expect(await heading('Payment successful!')).toBeTruthy()
    expect(api.count(GET)).toBe(2)
    expect(screen.queryByText('Confirming your payment…')).toBeNull()
    expect(screen.getByText('INV-000042')).toBeTruthy()
    expect(href('Submit Project Requirements')).toBe('/project-setup?project=7')
    await waitFor(() => expect(window.localStorage.getItem('pendingOrder')).toBeNull())
    expect(window.localStorage.getItem('checkoutOrder')).toBeNull()

    // Finalised: no more reads, and the payment was verified once only.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(api.count(GET)).toBe(2)
    expect(api.count(VERIFY)).toBe(1)
  })

  it('shows a declined card with its reason and the way back to checkout', async () => {
    const declined = order({ paymentError: 'Your card was declined.' })
    const api = mockApi({ [VERIFY]: ok(declined), [GET]: ok(declined) })
    window.localStorage.setItem('checkoutOrder', '{"orderId":42}')
    renderStatus()

    expect(await heading('Payment not completed')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined.')
    expect(href('Back to checkout')).toBe('/checkout')
    expect(screen.queryByText('Payment successful!')).toBeNull()
    expect(window.localStorage.getItem('checkoutOrder')).not.toBeNull()
    expect(api.count(VERIFY)).toBe(1)
  })

  it('says a paid order the server refused was refunded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const refused = order({
      status: 'cancelled',
      paymentError: 'SAVE15: This coupon has reached its usage limit',
    })
    const api = mockApi({ [VERIFY]: ok(refused), [GET]: ok(refused) })
    renderStatus()

    expect(await heading('Processing Issue')).toBeTruthy()
    const alert = screen.getByRole('alert').textContent
    expect(alert).toContain('SAVE15: This coupon has reached its usage limit')
    expect(alert).toContain('refunded')
    expect(screen.queryByText('Payment not completed')).toBeNull()
    expect(href('Go to Dashboard')).toBe('/dashboard')
    expect(api.count(VERIFY)).toBe(1)
    // A closed order will not change by waiting: it is not read again.
    const reads = api.count(GET)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(api.count(GET)).toBe(reads)
  })

  it('offers the dashboard, not the requirements form, once the requirements are in', async () => {
    const done = paid({ status: 'pending_design', requirementsSubmitted: true })
    const api = mockApi({ [VERIFY]: ok(done), [GET]: ok(done) })
    renderStatus()

    expect(await heading('Payment successful!')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Submit Project Requirements' })).toBeNull()
    expect(href('Go to Dashboard')).toBe('/dashboard')
    expect(api.count(VERIFY)).toBe(1)
  })

  it('says so when the order is not in the account', async () => {
    const notFound = { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } }
    const api = mockApi({ [VERIFY]: notFound, [GET]: notFound })
    renderStatus()

    expect(await heading('Order not found')).toBeTruthy()
    expect(href('Go to Dashboard')).toBe('/dashboard')
    expect(api.count(VERIFY)).toBe(1)
  })

  it('gives up after a minute without an answer, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = mockApi({ [VERIFY]: ok(order()), [GET]: ok(order()) })
    renderStatus()

    expect(await heading('Confirming your payment…')).toBeTruthy()
    await vi.advanceTimersByTimeAsync(58_000)
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy()
    expect(api.count(GET)).toBeGreaterThan(30)

    await vi.advanceTimersByTimeAsync(3_000)
    expect(await heading('This is taking longer than usual')).toBeTruthy()
    expect(href('Go to Dashboard')).toBe('/dashboard')
    expect(href('Contact support')).toBe('/support')

    const reads = api.count(GET)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(api.count(GET)).toBe(reads)
    expect(api.count(VERIFY)).toBe(1)
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than usual' })).toBeTruthy()
  })
})
