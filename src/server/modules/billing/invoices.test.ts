import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY } from '../../../shared/marketing'
import { invoices } from '../../db/schema/billing'
import { coupons } from '../../db/schema/coupons'
import { EXIT_OFFER_COUPONS, seedCustomer } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createIntent, newCustomer, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { insertSubscription } from './subscriptions.repo'
import { renderInvoicePdf } from './invoice-pdf'
import { formatMoney } from '../../../shared/money'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
})
afterAll(async () => {
  await t?.close()
})

const ORDER = {
  title: 'Corner Bakery',
  businessType: 'restaurant',
  description: 'Bread and cakes',
  timeline: 'standard',
  extraPages: 10,
  selectedAddons: ['ecommerce', 'blog'],
  couponCodes: ['SAVE15'],
  domain: '',
}
const BILLING = { name: 'Ada Lovelace', company: 'Analytical Bakery Ltd', address: '1 Engine Row, London' }

/** A customer who paid for ORDER through checkout: answers their headers and the order's id. */
async function paidCustomer() {
  const customer = await newCustomer(t)
  const res = await createIntent(t, customer.headers, ORDER, BILLING)
  expect(res.statusCode).toBe(200)
  const paid = await payByTestCard(t, customer.headers, res.json().clientSecret)
  expect(paid.statusCode).toBe(200)
  return customer
}

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

/** The text of every page of a PDF, in reading order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
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

describe('GET /api/dashboard/invoices', () => {
  it("answers the customer's invoices, newest first, each with what it is for and its PDF address", async () => {
    const customer = await paidCustomer()
    // A maintenance cycle invoiced later.
    const sub = await insertSubscription(t.database.db, {
      userId: customer.user.id,
      plan: 'standard',
      billingCycle: 'monthly',
      monthlyCents: 35_00,
      features: [],
      startDate: '2026-03-01',
    })
    await t.database.db.insert(invoices).values({
      number: 'INV-900001',
      userId: customer.user.id,
      subscriptionId: sub.id,
      periodStart: '2026-03-01',
      status: 'issued',
      lines: [{ description: 'x', quantity: 1, unitCents: 35_00, amountCents: 35_00 }],
      subtotalCents: 35_00,
      totalCents: 35_00,
      issuedAt: new Date(Date.now() + 60_000),
    })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/invoices',
      headers: customer.headers,
    })
    expect(res.statusCode).toBe(200)
    const [maintenance, order] = res.json()
    expect(maintenance).toMatchObject({
      number: 'INV-900001',
      amountCents: 35_00,
      status: 'issued',
      paidAt: null,
      description: 'Website Maintenance — Standard plan',
    })
    expect(order).toMatchObject({
      number: expect.stringMatching(/^INV-\d{6}$/),
      status: 'paid',
      description: 'Corner Bakery',
      pdfUrl: `/api/dashboard/invoices/${order.id}/pdf`,
      projectId: expect.any(Number),
    })
    expect(order.paidAt).toEqual(expect.any(String))
    // Another customer sees none of them.
    const other = await newCustomer(t)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: other.headers })).json(),
    ).toEqual([])
  })
})

describe('GET /api/dashboard/invoices/:id/pdf', () => {
  it('answers a real invoice to its owner and to an admin, 404 to anyone else and 401 signed out', async () => {
    const customer = await paidCustomer()
    const [invoice] = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: customer.headers })
    ).json()
    const url = invoice.pdfUrl as string
    const res = await t.app.inject({ method: 'GET', url, headers: customer.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.number}.pdf"`)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const text = await pdfText(res.rawPayload)
    for (const expected of [
      COMPANY.legalName,
      '71-75 Shelton Street',
      `company number ${COMPANY.companyNumber}`,
      'INVOICE',
      invoice.number,
      'Issue date',
      'Paid on',
      'BILL TO',
      'Ada Lovelace',
      'Analytical Bakery Ltd',
      '1 Engine Row, London',
      'DESCRIPTION',
      'QTY',
      'UNIT PRICE',
      'AMOUNT',
      'SAVE15',
      'Subtotal',
      'Discount',
      'Total (USD)',
      formatMoney(invoice.amountCents, 'USD', { whole: false }),
      'PAID',
      'All amounts are in US dollars (USD).',
    ])
      expect(text).toContain(expected)
    expect(text).toMatch(/-\$\d+\.\d{2}/)

    await createStaff(t, 'admin', 'invoice-admin@studio.test')
    const admin = await signInStaff(t, 'admin', 'invoice-admin@studio.test')
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200)

    const stranger = await newCustomer(t)
    const refused = await t.app.inject({ method: 'GET', url, headers: stranger.headers })
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ message: 'Invoice not found' })
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/dashboard/invoices/999999/pdf',
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it("draws what people typed as text and shows an unpaid invoice's amount due", async () => {
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const sub = await insertSubscription(t.database.db, {
      userId: user.id,
      plan: 'basic',
      billingCycle: 'monthly',
      monthlyCents: 15_00,
      features: [],
      startDate: '2026-12-23',
    })
    const [row] = await t.database.db
      .insert(invoices)
      .values({
        number: 'INV-900002',
        userId: user.id,
        subscriptionId: sub.id,
        periodStart: '2026-12-23',
        status: 'issued',
        lines: [
          {
            description: 'Website Maintenance — Basic plan, monthly (Dec 23, 2026 – Jan 22, 2027)',
            quantity: 1,
            unitCents: 15_00,
            amountCents: 15_00,
          },
        ],
        billTo: { name: '<script>alert(1)</script> (Tj) \\ Zoë 漢字', email: 'zoe@example.com' },
        issuer: { name: 'SiteCraft Studio Ltd' },
        subtotalCents: 15_00,
        totalCents: 15_00,
      })
      .returning()
    const text = await pdfText(await renderInvoicePdf(row!))
    expect(text).toContain('<script>alert(1)</script> (Tj) \\ Zoë ??')
    expect(text).toContain('Website Maintenance — Basic plan, monthly (Dec 23, 2026 – Jan 22, 2027)')
    expect(text).toContain('AMOUNT DUE')
    expect(text).toContain('Payment due On receipt')
    expect(text).not.toContain('Paid on')
  })
})
