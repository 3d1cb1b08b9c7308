import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminCoupon, CouponEmail, CouponRedemption } from '../../../../shared/contracts/admin-coupons'
import { mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { CouponsTab } from './coupons-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const signup = (id: number, over: Partial<CouponEmail> = {}): CouponEmail => ({
  id,
  email: `visitor${id}@example.com`,
  submittedAt: '2026-11-20T10:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 Firefox/140.0',
  ...over,
})

const coupon = (id: number, over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id,
  code: `CODE${id}`,
  description: '15% off orders of $150 or more',
  kind: 'percent',
  value: 15,
  minOrderCents: 150_00,
  maxRedemptions: 100,
  perCustomerLimit: 1,
  expiresOn: '2099-12-31',
  expiresAt: '2100-01-01T00:00:00.000Z',
  stackable: true,
  active: true,
  redemptions: 3,
  discountedCents: 67_50,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
})

const page = <T,>(items: T[], total = items.length, p = 1, pageSize = 10) =>
  ok({ items, page: p, pageSize, total })

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

describe('the coupon sign-ups', () => {
  it("lists the exit-popup requests with a count badge, 'Unknown' for what is missing, and pages on the server", async () => {
    const calls = mockApi({
      'GET /api/admin/coupon-emails': (c) =>
        c.search.includes('page=2')
          ? page([signup(3, { email: 'third@example.com' })], 21, 2, 20)
          : page([signup(1), signup(2, { userAgent: null, ipAddress: null })], 21, 1, 20),
      'GET /api/admin/coupons': () => page([]),
    })
    renderWithClient(<CouponsTab />)
    const table = await screen.findByRole('table', { name: 'Coupon requests' })
    expect(screen.getByText('requests in all', { exact: false }).parentElement!.textContent).toBe(
      '21 requests in all',
    )
    expect(within(table).getByText('visitor1@example.com')).toBeTruthy()
    expect(within(table).getByText('203.0.113.7')).toBeTruthy()
    expect(within(table).getByText('Mozilla/5.0 Firefox/140.0')).toBeTruthy()
    expect(within(table).getAllByText('Unknown')).toHaveLength(2)
    const pages = screen.getByRole('navigation', { name: 'Coupon requests: pages' })
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy()
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(await within(table).findByText('third@example.com')).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/admin/coupon-emails').map((c) => c.search)).toEqual([
      '?page=1&pageSize=20',
      '?page=2&pageSize=20',
    ])
  })

  it('shows an empty state, and a failure with a way to try again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/coupon-emails': () =>
        fail ? refused(500, 'Something went wrong', 'INTERNAL') : page([]),
      'GET /api/admin/coupons': () => page([]),
    })
    renderWithClient(<CouponsTab />)
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    expect(await screen.findByText('No coupon requests yet')).toBeTruthy()
    expect(await screen.findByText('No coupon codes yet')).toBeTruthy()
  })
})

describe('the coupon codes', () => {
  it('lists each code with its terms, limits, expiry, status and uses', async () => {
    mockApi({
      'GET /api/admin/coupon-emails': () => page([]),
      'GET /api/admin/coupons': () =>
        page([
          coupon(1),
          coupon(2, {
            code: 'PAGES',
            kind: 'free_pages',
            value: 10,
            minOrderCents: 0,
            maxRedemptions: null,
            perCustomerLimit: null,
            expiresOn: null,
            expiresAt: null,
            active: false,
            redemptions: 0,
            discountedCents: 0,
          }),
        ]),
    })
    renderWithClient(<CouponsTab />)
    const table = await screen.findByRole('table', { name: 'Coupon codes' })
    const [, first, second] = within(table).getAllByRole('row')
    expect(first!.textContent).toContain('15% off')
    expect(first!.textContent).toContain('Orders of $150.00+')
    expect(first!.textContent).toContain('100 in all, 1 per customer')
    expect(first!.textContent).toContain('Dec 31, 2099')
    expect(first!.textContent).toContain('Active')
    expect(first!.textContent).toContain('$67.50 off')
    expect(second!.textContent).toContain('10 free pages')
    expect(second!.textContent).toContain('No total limit, no limit per customer')
    expect(second!.textContent).toContain('Never')
    expect(second!.textContent).toContain('Inactive')
    expect(within(second!).getByRole('button', { name: 'Reactivate PAGES' })).toBeTruthy()
  })

  it("creates a code: the form checks the value by its kind, then sends the terms and toasts the server's answer", async () => {
    let created = false
    const calls = mockApi({
      'GET /api/admin/coupon-emails': () => page([]),
      'GET /api/admin/coupons': () => page(created ? [coupon(9, { code: 'SPRING20' })] : []),
      'POST /api/admin/coupons': (c) => {
        created = true
        return ok({
          success: true,
          message: 'Coupon created',
          coupon: coupon(9, {
            code: 'SPRING20',
            description: String(c.body!.description) || '20% off your order',
          }),
        })
      },
    })
    renderWithClient(<CouponsTab />)
    await screen.findByText('No coupon codes yet')
    fireEvent.click(screen.getByRole('button', { name: 'New Coupon' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Coupon' })
    fill(dialog, 'Code', 'spring20')
    fill(dialog, 'Percent off (%)', '150')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }))
    expect(await within(dialog).findByText('Percent must be a whole number from 1 to 100')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fill(dialog, 'Percent off (%)', '20')
    fill(dialog, 'Total limit', '50')
    fill(dialog, 'Per-customer limit', '')
    fill(dialog, 'Expires after (optional)', '2099-06-30')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }))
    expect(await screen.findByText('Coupon Created')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The contract's own reading of the form: the code upper-cased, a blank minimum as none ($0).
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'SPRING20',
      kind: 'percent',
      value: 20,
      description: '',
      minOrder: 0,
      maxRedemptions: 50,
      perCustomerLimit: null,
      expiresOn: '2099-06-30',
      stackable: false,
    })
    expect(await screen.findByRole('table', { name: 'Coupon codes' })).toBeTruthy()
  })

  it("shows the server's refusal of a duplicate code as a toast and keeps the form open", async () => {
    mockApi({
      'GET /api/admin/coupon-emails': () => page([]),
      'GET /api/admin/coupons': () => page([]),
      'POST /api/admin/coupons': () => refused(409, 'A coupon with this code already exists', 'CONFLICT'),
    })
    renderWithClient(<CouponsTab />)
    fireEvent.click(await screen.findByRole('button', { name: 'New Coupon' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Coupon' })
    fill(dialog, 'Code', 'save15')
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'fixed' } })
    fill(dialog, 'Amount off ($)', '10')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }))
    expect(await screen.findByText('A coupon with this code already exists')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'New Coupon' })).toBeTruthy()
  })

  it("edits a code's limits and expiry (its code and kind stay), with the server's field message under its field", async () => {
    let attempts = 0
    const calls = mockApi({
      'GET /api/admin/coupon-emails': () => page([]),
      'GET /api/admin/coupons': () => page([coupon(1)]),
      'PATCH /api/admin/coupons/1': () => {
        attempts++
        if (attempts === 1)
          return {
            status: 400,
            body: {
              message: 'Expiry date must be in the future',
              error: 'Bad Request',
              code: 'VALIDATION',
              fields: { expiresOn: 'Expiry date must be in the future' },
            },
          }
        return ok({ success: true, message: 'Coupon updated', coupon: coupon(1, { maxRedemptions: 200 }) })
      },
    })
    renderWithClient(<CouponsTab />)
    const table = await screen.findByRole('table', { name: 'Coupon codes' })
    fireEvent.click(within(table).getByRole('button', { name: 'Edit CODE1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit CODE1' })
    expect(within(dialog).queryByLabelText('Code')).toBeNull()
    expect((within(dialog).getByLabelText('Total limit') as HTMLInputElement).value).toBe('100')
    fill(dialog, 'Total limit', '200')
    fill(dialog, 'Expires after (optional)', '2020-01-01')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByText('Expiry date must be in the future')).toBeTruthy()
    fill(dialog, 'Expires after (optional)', '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Coupon Updated')).toBeTruthy()
    const patches = calls.filter((c) => c.method === 'PATCH')
    expect(patches[1]!.body).toEqual({
      description: '15% off orders of $150 or more',
      minOrder: 150,
      maxRedemptions: 200,
      perCustomerLimit: 1,
      expiresOn: null,
      stackable: true,
    })
  })

  it('deactivates a code after asking, and reactivates it', async () => {
    let active = true
    const calls = mockApi({
      'GET /api/admin/coupon-emails': () => page([]),
      'GET /api/admin/coupons': () => page([coupon(1, { active })]),
      'PATCH /api/admin/coupons/1': (c) => {
        active = c.body!.active as boolean
        return ok({ success: true, message: 'Coupon updated', coupon: coupon(1, { active }) })
      },
    })
    renderWithClient(<CouponsTab />)
    const table = await screen.findByRole('table', { name: 'Coupon codes' })
    fireEvent.click(within(table).getByRole('button', { name: 'Deactivate CODE1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate coupon?' })
    expect(within(confirm).getByText(/Checkouts will refuse CODE1/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Coupon Deactivated')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(await within(table).findByRole('button', { name: 'Reactivate CODE1' }))
    expect(await screen.findByText('Coupon Reactivated')).toBeTruthy()
    expect(await within(table).findByRole('button', { name: 'Deactivate CODE1' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { active: false },
      { active: true },
    ])
  })

  it('shows who redeemed a code, on which order, for how much', async () => {
    const redemption: CouponRedemption = {
      id: 1,
      orderId: 42,
      user: { id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      discountCents: 22_50,
      createdAt: '2026-11-21T09:30:00.000Z',
    }
    const calls = mockApi({
      'GET /api/admin/coupon-emails': () => page([]),
      'GET /api/admin/coupons': () => page([coupon(1)]),
      'GET /api/admin/coupons/1/redemptions': () => page([redemption]),
    })
    renderWithClient(<CouponsTab />)
    const table = await screen.findByRole('table', { name: 'Coupon codes' })
    fireEvent.click(within(table).getByRole('button', { name: 'Redemptions of CODE1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Redemptions of CODE1' })
    const rows = await within(dialog).findByRole('table', { name: 'Redemptions' })
    expect(within(rows).getByText('Ada Lovelace')).toBeTruthy()
    expect(within(rows).getByText('#42')).toBeTruthy()
    expect(within(rows).getByText('$22.50')).toBeTruthy()
    expect(calls.find((c) => c.path === '/api/admin/coupons/1/redemptions')!.search).toBe(
      '?page=1&pageSize=10',
    )
  })
})
