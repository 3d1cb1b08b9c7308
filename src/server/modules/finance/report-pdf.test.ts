import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import type { FinanceOrderRow, FinanceStatsResponse } from '../../../shared/contracts/finance'
import { renderFinanceReportPdf, type FinanceReportInput } from './report-pdf'

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

interface PdfPages {
  /** Each page's text, whitespace runs as one space. */
  texts: string[]
  /** Each page's pieces of text with the height of their baseline above the page's bottom edge. */
  items: Array<Array<{ str: string; y: number }>>
}

async function readPdf(bytes: Uint8Array): Promise<PdfPages> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl })
    .promise
  const out: PdfPages = { texts: [], items: [] }
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent()
    const items = content.items.flatMap((i) =>
      'str' in i ? [{ str: i.str, y: i.transform[5] as number }] : [],
    )
    out.items.push(items)
    out.texts.push(
      items
        .map((i) => i.str)
        .join(' ')
        .replace(/\s+/g, ' '),
    )
  }
  await doc.destroy()
  return out
}

async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).texts
}

function order(i: number, overrides: Partial<FinanceOrderRow> = {}): FinanceOrderRow {
  const amount = 10_000 + ((i * 3_725) % 40_000)
  return {
    id: 1000 + i,
    customer: { id: 1 + (i % 40), name: `Customer ${i % 40}`, email: `customer${i % 40}@example.com` },
    project: { id: 500 + i, title: `Website for business ${i}`, status: 'under_development' },
    amountCents: amount,
    refundedCents: i % 17 === 0 ? 2_500 : 0,
    currency: 'USD',
    status: 'paid',
    paymentMethod: i % 5 === 0 ? 'bank_transfer' : 'card',
    couponCodes: [],
    invoiceNumber: `INV-${String(1000 + i).padStart(6, '0')}`,
    createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 28), 15, 30)).toISOString(),
    paidAt: new Date(Date.UTC(2026, 10, 1 + (i % 28), 15, 31)).toISOString(),
    ...overrides,
  }
}

/** A report whose figures agree with its orders. */
function reportInput(orders: FinanceOrderRow[]): FinanceReportInput {
  const gross = orders.reduce((s, o) => s + o.amountCents, 0)
  const refunded = orders.reduce((s, o) => s + o.refundedCents, 0)
  const customers = new Map<number, { name: string; email: string; orders: number; revenue: number }>()
  for (const o of orders) {
    const c = customers.get(o.customer.id) ?? { ...o.customer, orders: 0, revenue: 0 }
    c.orders += 1
    c.revenue += o.amountCents
    customers.set(o.customer.id, c)
  }
  const top = [...customers.entries()]
    .sort((a, b) => b[1].revenue - a[1].revenue)
    .slice(0, 10)
    .map(([id, c]) => ({ id, name: c.name, email: c.email, orders: c.orders, revenueCents: c.revenue }))
  const stats: FinanceStatsResponse = {
    period: { days: 90, from: '2026-08-28', to: '2026-11-25', timeZone: 'America/New_York' },
    status: 'all',
    revenueBasis: 'Paid orders and paid maintenance invoices, by the day they were paid',
    totalRevenueCents: gross,
    refundedAmountCents: refunded,
    netRevenueCents: gross - refunded,
    monthlyRevenueCents: gross,
    lastMonthRevenueCents: 0,
    monthlyGrowth: null,
    totalOrders: orders.length,
    monthlyOrders: orders.length,
    averageOrderValueCents: orders.length ? Math.round(gross / orders.length) : 0,
    activeCustomers: customers.size,
    checkoutsStarted: orders.length * 2,
    checkoutsPaid: orders.length,
    conversionRate: orders.length ? 50 : null,
    cardPaymentsAttempted: orders.length,
    cardPaymentsSucceeded: orders.length,
    paymentSuccess: orders.length ? 100 : null,
    revenueByMonth: [
      { month: '2026-08', revenueCents: 0, refundedCents: 0, orders: 0 },
      { month: '2026-09', revenueCents: 0, refundedCents: 0, orders: 0 },
      { month: '2026-10', revenueCents: 0, refundedCents: 0, orders: 0 },
      { month: '2026-11', revenueCents: gross, refundedCents: refunded, orders: orders.length },
    ],
    ordersByStatus: [
      { status: 'completed', orders: 0, revenueCents: 0 },
      { status: 'in_progress', orders: orders.length, revenueCents: gross },
      { status: 'delivered', orders: 0, revenueCents: 0 },
      { status: 'cancelled', orders: 0, revenueCents: 0 },
    ],
    topCustomers: top,
    recentOrders: orders.slice(0, 10),
  }
  return {
    stats,
    orders,
    studio: {
      name: 'Northwind Web Studio',
      address: '12 Harbour Street, Suite 4, Portland, ME 04101',
      email: 'accounts@northwind.example',
      registration: 'EIN 12-3456789',
    },
    generatedAt: new Date('2026-11-25T19:05:00Z'),
  }
}

describe('the finance report PDF', () => {
  it('is a PDF with the studio, the period, the totals and the customers', async () => {
    const orders = [
      order(1, { customer: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' }, amountCents: 1234_50 }),
      order(2, { refundedCents: 100_00 }),
      order(3),
    ]
    const input = reportInput(orders)
    const pdf = await renderFinanceReportPdf(input)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const text = (await pdfPages(pdf)).join(' ')
    expect(text).toContain('Northwind Web Studio')
    expect(text).toContain('EIN 12-3456789')
    expect(text).toContain('Financial report')
    // The period as days, its length and zone, the filter in words, and when it was drawn in that zone (EST).
    expect(text).toContain('Aug 28, 2026 – Nov 25, 2026')
    expect(text).toContain('90 days')
    expect(text).toContain('America/New_York')
    expect(text).toContain('All paid orders')
    expect(text).toContain('Nov 25, 2026, 2:05 PM')
    // The cards' figures, money as $1,234.50.
    const gross = orders.reduce((s, o) => s + o.amountCents / 100, 0)
    expect(text).toContain(`$${gross.toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
    expect(text).toContain('$100.00')
    expect(text).toContain(`$${(gross - 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
    expect(text).toContain('PAYMENT SUCCESS 100.0%')
    expect(text).toContain('GROWTH VS LAST MONTH —')
    // Revenue by month, orders by status, top customers, and the orders.
    expect(text).toContain('November 2026')
    expect(text).toContain('In progress')
    expect(text).toContain('Ada Lovelace')
    expect(text).toContain('ada@example.com')
    expect(text).toContain('$1,234.50')
    expect(text).toContain('#1001')
    expect(text).toContain('INV-001001')
    expect(text).toContain('Total of 3 orders')
    expect(text).toContain('Page 1 of')
    expect(text).not.toContain('No paid orders')
  })

  it('spreads 250 orders over pages, each with the header row and its page number, totals at the end', async () => {
    const orders = Array.from({ length: 250 }, (_, i) => order(i + 1))
    const pdf = await readPdf(await renderFinanceReportPdf(reportInput(orders)))
    const pages = pdf.texts
    expect(pages.length).toBeGreaterThanOrEqual(5)
    // Nothing runs into the footer: below the lowest row there is only "Page N of M" and its line (A4 pages are
    // 841.89 points high; the footer's text sits about 30 points above the bottom edge, rows end 50 above it).
    for (const items of pdf.items) {
      const low = items.filter((i) => i.str.trim() && i.y < 45)
      expect(low.map((i) => i.str).join(' ')).toMatch(/^Financial report · .* Page \d+ of \d+$/)
    }

    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`))
    // Every page from the first order's onwards repeats the orders' header row.
    const first = pages.findIndex((p) => p.includes('#1001 '))
    expect(first).toBeGreaterThanOrEqual(0)
    for (const page of pages.slice(first)) {
      expect(page).toMatch(/ORDER PAID ON CUSTOMER PROJECT STATUS AMOUNT REFUNDED/)
    }
    for (const page of pages.slice(first + 1)) expect(page).toContain('Orders (continued)')
    // Every order once, none lost or doubled at a page end.
    const all = pages.join(' ')
    for (const o of orders) expect(all.split(`#${o.id} `)).toHaveLength(2)
    const total = orders.reduce((s, o) => s + o.amountCents, 0)
    expect(pages.at(-1)).toContain('Total of 250 orders')
    expect(pages.at(-1)).toContain(`$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
  })

  it('cuts long names with an ellipsis and draws formula-looking or non-Latin names as text', async () => {
    const orders = [
      order(1, {
        customer: { id: 1, name: '=HYPERLINK("http://evil.example","x")', email: '+cmd@example.com' },
      }),
      order(2, { customer: { id: 2, name: '山田 太郎 Zoë Ångström', email: 'yamada@example.jp' } }),
      order(3, {
        customer: {
          id: 3,
          name: 'Bartholomew Maximilian Featherstonehaugh-Cholmondeley III',
          email: 'b@example.com',
        },
        project: { id: 9, title: 'Line one\nline two\u0007 with a bell', status: 'delivered' },
      }),
    ]
    const text = (await pdfPages(await renderFinanceReportPdf(reportInput(orders)))).join(' ')
    expect(text).toContain('=HYPERLINK(')
    expect(text).toContain('?? ?? Zoë Ångström')
    expect(text).toMatch(/Bartholomew Maximilian[^ ]* ?[A-Za-z-]*…/)
    expect(text).not.toContain('\u0007')
  })

  it('says so when the period has no paid orders', async () => {
    const input = reportInput([])
    const pages = await pdfPages(await renderFinanceReportPdf({ ...input, studio: null }))
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain('SiteCraft')
    expect(pages[0]).toContain('No paid orders in this period')
    expect(pages[0]).toContain('$0.00')
    expect(pages[0]).toContain('—')
    expect(pages[0]).not.toContain('Top customers')
    expect(pages[0]).toContain('Page 1 of 1')
  })

  it('draws months without revenue on a flat chart', async () => {
    const input = reportInput([order(1)])
    input.stats.revenueByMonth = input.stats.revenueByMonth.map((m) => ({
      ...m,
      revenueCents: 0,
      refundedCents: 0,
    }))
    const text = (await pdfPages(await renderFinanceReportPdf(input))).join(' ')
    expect(text).toContain('No revenue in these months')
    expect(text).toContain('August 2026')
  })
})
