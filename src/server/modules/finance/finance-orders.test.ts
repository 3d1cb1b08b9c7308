import { describe, expect, it } from 'vitest'
import { admin, customer, get, ids, invoiceOf, people, row, useLedger } from './ledger-fixtures'

// GET /api/cfo/orders and /api/cfo/orders/:id over the ledger of ledger-fixtures.ts, and who may read them.
useLedger()

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
        amountCents: 150_00,
        refundedCents: 50_00,
        currency: 'USD',
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
      order: expect.objectContaining({ id: ids.o2, amountCents: 300_00, couponCodes: ['SAVE15', 'WELCOME'] }),
      lines: [
        { description: 'Five-page website', quantity: 1, unitAmountCents: 100_00, amountCents: 100_00 },
        { description: 'Rush delivery', quantity: 1, unitAmountCents: 300_00, amountCents: 300_00 },
      ],
      subtotalCents: 400_00,
      discountCents: 100_00,
      coupons: [
        { code: 'SAVE15', discountCents: 60_00 },
        { code: 'WELCOME', discountCents: 40_00 },
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
      refundableCents: 300_00,
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
        amountCents: 50_00,
        reason: 'One page dropped',
        issuedAt: '2026-03-10T12:00:00.000Z',
        pdfUrl: `/api/credit-notes/${o3.creditNotes[0].id}/pdf`,
      },
    ])
    expect(o3.refundableCents).toBe(100_00)
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
