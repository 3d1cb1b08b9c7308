import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { Checkout } from './checkout'
import { MemoryRouter } from 'react-router'

type Handler = (body: Record<string, unknown>) => { status: number; body: unknown }

/** Answers the checkout's calls by path; anything else fails the test. */
function mockApi(handlers: Record<string, Handler>) {
  const calls: { url: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    calls.push({ url, body })
    const handler = handlers[url]
    if (!handler) throw new Error(`unexpected call to ${url}`)
    const answer = handler(body)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
  // The checkout keeps its draft in this browser's storage: each test starts with none.
  window.localStorage.clear()
})

const TERMS = {
  FREEPAGES10: { kind: 'free_pages', value: 10, minOrderCents: 0 },
  SAVE15: { kind: 'percent', value: 15, minOrderCents: 150_00 },
} as const

const couponAnswer = (code: keyof typeof TERMS, discountAmountCents: number, freePages = 0) => ({
  status: 200,
  body: {
    valid: true,
    coupon: { id: 1, code, description: `${code} description`, ...TERMS[code], stackable: true },
    discountAmountCents,
    freePages,
  },
})

function renderCheckout(addonIds: ('ecommerce' | 'blog')[] = ['ecommerce']) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Checkout
        start={{ extraPages: 0, addonIds, timeline: 'standard' }}
        user={{ firstName: 'Ada', lastName: 'Lovelace' }}
        onPaid={() => {}}
      />
    </QueryClientProvider>,
    { wrapper: MemoryRouter },
  )
}

const total = () => screen.getByTestId('order-total').textContent
const applyCoupon = (code: string) => {
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
}

describe('the checkout summary and coupons', () => {
  it('prices the order with the shared catalog and follows the choices', () => {
    mockApi({})
    renderCheckout()
    expect(total()).toBe('$150.00')
    fireEvent.click(screen.getByRole('radio', { name: /Rush/ }))
    expect(total()).toBe('$175.00')
    fireEvent.change(screen.getByLabelText(/Extra pages/), { target: { value: '5' } })
    expect(total()).toBe('$200.00')
    fireEvent.click(screen.getByRole('button', { name: /Blog/ }))
    expect(total()).toBe('$225.00')
    expect(screen.getByLabelText('Name for the invoice')).toHaveProperty('value', 'Ada Lovelace')
  })

  it('loses nothing on a reload: pages, rush, coupons, domain, company and address come back', async () => {
    mockApi({
      '/api/coupons/validate': (body) =>
        body.code === 'FREEPAGES10' ? couponAnswer('FREEPAGES10', 0, 10) : couponAnswer('SAVE15', 30_00),
    })
    const first = renderCheckout(['ecommerce', 'blog'])
    fireEvent.click(screen.getByRole('radio', { name: /Rush/ }))
    fireEvent.change(screen.getByLabelText(/Extra pages/), { target: { value: '3' } })
    applyCoupon('SAVE15')
    await screen.findByRole('button', { name: 'Remove coupon SAVE15' })
    fireEvent.change(screen.getByLabelText('Company (optional)'), { target: { value: 'Corner Bakery Ltd' } })
    fireEvent.change(screen.getByLabelText('Billing address (optional)'), {
      target: { value: '1 High Street\nBath BA1 1AA' },
    })
    const before = total()
    first.unmount()

    renderCheckout(['ecommerce', 'blog'])
    expect(screen.getByRole('radio', { name: /Rush/ })).toHaveProperty('checked', true)
    expect(screen.getByLabelText(/Extra pages/)).toHaveProperty('value', '3')
    await screen.findByRole('button', { name: 'Remove coupon SAVE15' })
    expect(total()).toBe(before)
    expect(screen.getByLabelText('Company (optional)')).toHaveProperty('value', 'Corner Bakery Ltd')
    expect(screen.getByLabelText('Billing address (optional)')).toHaveProperty(
      'value',
      '1 High Street\nBath BA1 1AA',
    )
    expect(screen.getByLabelText('Name for the invoice')).toHaveProperty('value', 'Ada Lovelace')
  })

  it('asks for a code before calling the server', () => {
    const calls = mockApi({})
    renderCheckout()
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a coupon code')
    expect(calls).toHaveLength(0)
  })

  it('applies FREEPAGES10 and SAVE15 together, upper-cased, each removable', async () => {
    const calls = mockApi({
      '/api/coupons/validate': (body) =>
        body.code === 'FREEPAGES10' ? couponAnswer('FREEPAGES10', 0, 10) : couponAnswer('SAVE15', 30_00),
    })
    renderCheckout(['ecommerce', 'blog'])
    fireEvent.change(screen.getByLabelText(/Extra pages/), { target: { value: '5' } })
    expect(total()).toBe('$200.00')

    applyCoupon('freepages10')
    const applied = await screen.findByRole('list', { name: 'Applied coupons' })
    expect(within(applied).getByText('FREEPAGES10')).toBeTruthy()
    expect(calls[0]!.body).toEqual({ code: 'FREEPAGES10', orderTotal: 200 })
    // The 5 paid pages become free ($25 off) and 5 more are added.
    expect(screen.getByText('Free extra pages (coupon) × 5')).toBeTruthy()
    expect(total()).toBe('$175.00')
    expect(screen.getByText(/15 pages in total, 5 of them added free by your coupon/)).toBeTruthy()
    expect(within(applied).getByText('10 extra pages free (−$25.00)')).toBeTruthy()

    applyCoupon('save15')
    // 15% of what is left after the free pages.
    await waitFor(() => expect(total()).toBe('$148.75'))
    expect(screen.getByText('Discount (SAVE15)')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE15' }))
    expect(total()).toBe('$175.00')
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon FREEPAGES10' }))
    expect(screen.queryByRole('list', { name: 'Applied coupons' })).toBeNull()
  })

  it("shows the server's reason, or a general message when the check fails", async () => {
    mockApi({
      '/api/coupons/validate': () => ({
        status: 400,
        body: { message: 'SAVE15 applies to orders of $150 or more.', error: 'x', code: 'COUPON_MIN_ORDER' },
      }),
    })
    renderCheckout([])
    applyCoupon('SAVE15')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('SAVE15 applies to orders of $150 or more.'),
    )
    expect(total()).toBe('$100.00')
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    applyCoupon('SAVE15')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to validate coupon'))
  })
})
